import { z } from 'zod'

import { listEnvelopeSchema, moneySchema } from './primitives'
import { providerIdSchema } from './providerId'

export const productSchema = z.object({
  id: providerIdSchema,
  id_internal: z.union([z.string(), z.number()]).transform(String),
  title: z.string(),
  category: z.string(),
  price: moneySchema,
  description: z.string().nullish(),
})

export const productListResponseSchema = listEnvelopeSchema(productSchema)

export type RawProduct = z.infer<typeof productSchema>
