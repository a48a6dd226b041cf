import type { PaymentLinkRequest } from '../schemas/payment'
import { paymentLinkResponseSchema } from '../schemas/payment'
import type { ProviderId } from '../schemas/providerId'
import type { Transport } from '../transport'

/** The gateway address to send the customer to; the gateway comes back to `returnUrl`. */
export async function requestPaymentLink(
  transport: Transport,
  orderId: ProviderId,
  returnUrl: string,
): Promise<string> {
  const body: PaymentLinkRequest = { return_url: returnUrl }
  const response = await transport.json(
    `/api/order/${encodeURIComponent(String(orderId))}/payment`,
    paymentLinkResponseSchema,
    { method: 'POST', auth: true, body },
  )
  return response.payment_url
}
