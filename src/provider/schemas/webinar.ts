import { z } from 'zod'

import { imageSchema, isoDateTimeSchema, itemSchema, listEnvelopeSchema } from './primitives'
import { providerIdSchema } from './providerId'

export const webinarHostSchema = z.object({
  id: providerIdSchema,
  name: z.string(),
  position: z.string().nullish(),
  image: imageSchema.nullish(),
})

export const webinarTagSchema = z.object({
  id: z.optional(providerIdSchema),
  slug: z.string().min(1),
  name: z.string().nullish(),
})

export const webinarSchema = z.object({
  id: providerIdSchema,
  slug: z.string().min(1),
  title: z.string(),
  /** Spec 3 lists six types; any other value is treated as past, so it is not an enum. */
  type: z.string(),
  since: isoDateTimeSchema,
  until: isoDateTimeSchema.nullish(),
  duration: z.union([z.number(), z.string()]).nullish(),
  /** Registration page for upcoming items, the video page for recordings. */
  registration_link: z.string().nullish(),
  perex: z.string().nullish(),
  /** HTML. */
  description: z.string().nullish(),
  location: z.string().nullish(),
  tags: z.array(webinarTagSchema).default([]),
  hosts: z.array(webinarHostSchema).default([]),
})

export const webinarListResponseSchema = listEnvelopeSchema(webinarSchema)
export const webinarResponseSchema = itemSchema(webinarSchema)

export type RawWebinar = z.infer<typeof webinarSchema>
