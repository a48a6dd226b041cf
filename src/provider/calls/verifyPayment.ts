import { mapPaymentVerification } from '../mappers/payment'
import { paymentVerificationResponseSchema } from '../schemas/payment'
import type { ProviderId } from '../schemas/providerId'
import type { Transport } from '../transport'

/**
 * Sends the gateway's result parameters (the query of the return address) unchanged: they are
 * the gateway's, signed by it, and only the provider interprets them.
 */
export async function verifyPayment(
  transport: Transport,
  orderId: ProviderId,
  resultParams: URLSearchParams | Record<string, string>,
) {
  const body =
    resultParams instanceof URLSearchParams ? Object.fromEntries(resultParams) : resultParams
  const response = await transport.json(
    `/api/order/${encodeURIComponent(String(orderId))}/payment-verification`,
    paymentVerificationResponseSchema,
    { method: 'POST', auth: true, body },
  )
  return mapPaymentVerification(response)
}
