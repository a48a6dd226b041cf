import type { EnquiryFormInput } from '@/lib/validation/enquiryForm'
import type { EnquiryFieldErrors } from '@/lib/validation/enquiryFormData'
import { EnquiryTextField } from './EnquiryTextField'

import styles from './EnquiryForm.module.css'

type Props = {
  formId: string
  values: EnquiryFormInput
  errors: EnquiryFieldErrors
  textLabel: string
  /** A form kind with a fixed text posts it hidden instead of asking for one. */
  fixedText: string | undefined
}

/** What a person types into an enquiry form: name, contacts and (unless fixed) the message. */
export function EnquiryContactFields({ formId, values, errors, textLabel, fixedText }: Props) {
  const field = (name: keyof EnquiryFieldErrors) => ({
    formId,
    name,
    defaultValue: values[name],
    error: errors[name],
  })
  return (
    <>
      <div className={styles.row}>
        <EnquiryTextField {...field('name')} label="Jméno" autoComplete="given-name" />
        <EnquiryTextField {...field('surname')} label="Příjmení" autoComplete="family-name" />
      </div>
      <div className={styles.row}>
        <EnquiryTextField {...field('email')} label="E-mail" type="email" autoComplete="email" />
        <EnquiryTextField
          {...field('phone')}
          label="Telefon"
          type="tel"
          autoComplete="tel"
          placeholder="+420 123 456 789"
        />
      </div>
      {fixedText === undefined ? (
        <EnquiryTextField {...field('text')} label={textLabel} rows={5} />
      ) : (
        <input type="hidden" name="text" value={fixedText} />
      )}
    </>
  )
}
