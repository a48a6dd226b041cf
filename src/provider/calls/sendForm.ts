import { type Enquiry, toSendFormRequest } from '../mappers/sendForm'
import type { Transport } from '../transport'

export type SendFormOptions = {
  /**
   * Sent as `Idempotency-Key`: the lead's delivery id, the same on every attempt, so the
   * provider can tell a repeated delivery from a new enquiry.
   */
  idempotencyKey?: string
  /** Cancels the request (a stopping worker); the caller's abort error propagates as it is. */
  signal?: AbortSignal
}

/** The response body is not part of the contract (spec 7): success is a 2xx status. */
export async function sendForm(
  transport: Transport,
  enquiry: Enquiry,
  options: SendFormOptions = {},
): Promise<void> {
  await transport.send('/api/send-form', {
    method: 'POST',
    body: toSendFormRequest(enquiry),
    headers: options.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : undefined,
    signal: options.signal,
  })
}
