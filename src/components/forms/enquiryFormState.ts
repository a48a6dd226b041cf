import type { EnquiryRefusal } from '@/leads/enquiry/messages'
import type { EnquiryFormInput } from '@/lib/validation/enquiryForm'
import { EMPTY_ENQUIRY, type EnquiryFieldErrors } from '@/lib/validation/enquiryFormData'

/**
 * What the server answered to the last post of an enquiry form (`useActionState`): with
 * JavaScript the form re-renders from it in place, without JavaScript the page is rendered with it.
 */
export type EnquiryFormState = {
  status: 'editing' | 'invalid' | 'failed' | EnquiryRefusal | 'sent'
  /** What the person posted, shown back as typed. */
  values: EnquiryFormInput
  errors: EnquiryFieldErrors
  /** The fill-time token the form carries on its next post ('' until the server issued one). */
  token: string
  /** The address of a sent enquiry, for the thank-you's `{email}`. */
  sentTo: string
  /** Set when a sent enquiry of an enhanced form opens a confirmation page (the browser goes). */
  confirmationPath: string | null
}

export function initialEnquiryFormState(fixedText: string | undefined): EnquiryFormState {
  return {
    status: 'editing',
    values: { ...EMPTY_ENQUIRY, text: fixedText ?? '' },
    errors: {},
    token: '',
    sentTo: '',
    confirmationPath: null,
  }
}
