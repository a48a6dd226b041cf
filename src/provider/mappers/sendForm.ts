import type { EnquirySource, SendFormRequest } from '../schemas/sendForm'

export interface Enquiry {
  firstName: string
  lastName: string
  email: string
  phone: string
  /** Spec 3: built from the form label, the site origin and the page path. */
  location: string
  text: string
  source: EnquirySource
}

export function toSendFormRequest(enquiry: Enquiry): SendFormRequest {
  return {
    first_name: enquiry.firstName,
    last_name: enquiry.lastName,
    email: enquiry.email,
    phone: enquiry.phone,
    lang: 'cs',
    location: enquiry.location,
    text: enquiry.text,
    source: enquiry.source,
  }
}
