import { z } from 'zod'

import { imageSchema, isoDateTimeSchema, itemSchema, listEnvelopeSchema } from './primitives'
import { providerIdSchema } from './providerId'

export const blogTagSchema = z.object({
  id: providerIdSchema,
  slug: z.string().nullish(),
  name: z.string(),
})

export const blogPostSchema = z.object({
  id: providerIdSchema,
  slug: z.string().min(1),
  status: z.string(),
  title: z.string(),
  perex: z.string().nullish(),
  /** HTML; lists may leave it out. */
  body: z.string().nullish(),
  image: imageSchema.nullish(),
  created: isoDateTimeSchema,
  tags: z.array(blogTagSchema).default([]),
})

export const blogPostListResponseSchema = listEnvelopeSchema(blogPostSchema)
export const blogPostResponseSchema = itemSchema(blogPostSchema)

export type RawBlogPost = z.infer<typeof blogPostSchema>
