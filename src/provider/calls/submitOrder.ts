import { type OrderSubmission, toOrderRequest } from '../mappers/order'
import { orderCreatedResponseSchema } from '../schemas/order'
import type { ProviderId } from '../schemas/providerId'
import type { Transport } from '../transport'

/** Creates the order and returns its id. */
export async function submitOrder(
  transport: Transport,
  submission: OrderSubmission,
): Promise<ProviderId> {
  const response = await transport.json('/api/order', orderCreatedResponseSchema, {
    method: 'POST',
    auth: true,
    body: toOrderRequest(submission),
  })
  return response.id
}
