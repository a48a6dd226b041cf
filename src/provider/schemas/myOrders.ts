import { z } from 'zod'

import { isoDateTimeSchema, listEnvelopeSchema, moneySchema } from './primitives'
import { providerIdSchema } from './providerId'

export const orderRecordItemSchema = z.object({
  product_id: providerIdSchema,
  title: z.string(),
  count: z.number().int(),
  /** Unit price. */
  price: moneySchema,
})

export const orderRecordSchema = z.object({
  id: providerIdSchema,
  created: isoDateTimeSchema,
  status: z.string(),
  items: z.array(orderRecordItemSchema),
  total: moneySchema,
  invoice_id: z.nullish(providerIdSchema),
})

export const myOrdersResponseSchema = listEnvelopeSchema(orderRecordSchema)

export type RawOrderRecord = z.infer<typeof orderRecordSchema>
