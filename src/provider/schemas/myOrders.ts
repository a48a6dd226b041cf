import { z } from 'zod'

import { isoDateTimeSchema, listEnvelopeSchema, moneySchema, providerIdSchema } from './primitives'

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
  invoice_id: providerIdSchema.nullish(),
})

export const myOrdersResponseSchema = listEnvelopeSchema(orderRecordSchema)

export type RawOrderRecord = z.infer<typeof orderRecordSchema>
