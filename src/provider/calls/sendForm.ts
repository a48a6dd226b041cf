import { type Enquiry, toSendFormRequest } from '../mappers/sendForm'
import type { Transport } from '../transport'

/** The response body is not part of the contract (spec 7): success is a 2xx status. */
export async function sendForm(transport: Transport, enquiry: Enquiry): Promise<void> {
  await transport.send('/api/send-form', { method: 'POST', body: toSendFormRequest(enquiry) })
}
