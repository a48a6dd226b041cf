import { z } from 'zod'

import { providerIdSchema } from './providerId'

/** Body of `POST /api/order` exactly as spec 7 lists it. */
export const orderRequestSchema = z.object({
  items: z
    .array(z.object({ product_id: providerIdSchema, count: z.number().int().positive() }))
    .min(1),
  name: z.string(),
  surname: z.string(),
  mail: z.string(),
  phone: z.string(),
  street_address: z.string(),
  city: z.string(),
  zip: z.string(),
  note: z.string(),
  legal_entity_purchase: z.boolean(),
  legal_entity_name: z.string(),
  ic: z.string(),
  dic: z.string(),
})

export const orderCreatedResponseSchema = z.object({ id: providerIdSchema })

export type OrderRequest = z.infer<typeof orderRequestSchema>
