import type { InputHTMLAttributes } from 'react'

import type { EnquiryFieldName } from '@/lib/validation/enquiryFormData'

import styles from './EnquiryForm.module.css'

type Props = {
  /** The form's `useId`, the prefix of the field's id. */
  formId: string
  name: EnquiryFieldName
  label: string
  defaultValue: string
  /** Its message (the browser's once it checks the fields, else the server's). */
  error: string | undefined
  /** A textarea of that many rows instead of an input. */
  rows?: number
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'placeholder'>

/** One labelled field of an enquiry form with its message, tied to it for assistive technology. */
export function EnquiryTextField({
  formId,
  name,
  label,
  defaultValue,
  error,
  rows,
  ...attributes
}: Props) {
  const id = `${formId}-${name}`
  const field = {
    id,
    name,
    defaultValue,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  }
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {rows ? <textarea {...field} rows={rows} /> : <input {...field} {...attributes} />}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
