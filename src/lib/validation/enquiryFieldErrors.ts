import { enquiryFormSchema, type EnquiryFormInput, type EnquiryFormValues } from './enquiryForm'
import {
  ENQUIRY_FIELD_NAMES,
  type EnquiryFieldErrors,
  type EnquiryFieldName,
} from './enquiryFormData'

export type EnquiryCheck =
  { ok: true; values: EnquiryFormValues } | { ok: false; errors: EnquiryFieldErrors }

const isFieldName = (key: unknown): key is EnquiryFieldName =>
  (ENQUIRY_FIELD_NAMES as readonly unknown[]).includes(key)

/**
 * The enquiry schema applied on the server to posted values: the checked values, or the first
 * spec 5 message of each field that failed (the same messages the browser shows on blur).
 */
export function checkEnquiry(values: EnquiryFormInput): EnquiryCheck {
  const parsed = enquiryFormSchema.safeParse(values)
  if (parsed.success) return { ok: true, values: parsed.data }
  const errors: EnquiryFieldErrors = {}
  for (const issue of parsed.error.issues) {
    const [field] = issue.path
    if (isFieldName(field)) errors[field] ??= issue.message
  }
  return { ok: false, errors }
}
