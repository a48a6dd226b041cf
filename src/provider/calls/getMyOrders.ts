import { mapOrderRecords } from '../mappers/myOrders'
import { myOrdersResponseSchema } from '../schemas/myOrders'
import type { Transport } from '../transport'

export async function getMyOrders(transport: Transport) {
  const response = await transport.json('/api/order/my', myOrdersResponseSchema, { auth: true })
  return mapOrderRecords(response.data)
}
