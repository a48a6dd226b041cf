import type { EnquiryFormInput } from './enquiryForm'

/** The posted fields of an enquiry form, in the order the form shows them. */
export const ENQUIRY_FIELD_NAMES = [
  'name',
  'surname',
  'email',
  'phone',
  'text',
  'source',
] as const satisfies ReadonlyArray<keyof EnquiryFormInput>

export type EnquiryFieldName = (typeof ENQUIRY_FIELD_NAMES)[number]

/** Spec 5 messages of the fields that failed, one per field. */
export type EnquiryFieldErrors = Partial<Record<EnquiryFieldName, string>>

export const EMPTY_ENQUIRY: EnquiryFormInput = {
  name: '',
  surname: '',
  email: '',
  phone: '',
  text: '',
  source: '',
}

/**
 * The values of a posted enquiry form as the person typed them (the schema trims and checks them
 * later, so the form can show them back unchanged). A missing or non-text field reads as empty; a
 * registration has no message field, so its fixed text is used whatever was posted.
 */
export function enquiryValuesOf(formData: FormData, fixedText?: string): EnquiryFormInput {
  const text = (name: EnquiryFieldName) => {
    const value = formData.get(name)
    return typeof value === 'string' ? value : ''
  }
  const values = Object.fromEntries(ENQUIRY_FIELD_NAMES.map((name) => [name, text(name)]))
  return {
    ...EMPTY_ENQUIRY,
    ...values,
    source: values.source as EnquiryFormInput['source'],
    text: fixedText ?? text('text'),
  }
}
