import { z } from 'zod'

import { imageSchema, itemSchema, listEnvelopeSchema } from './primitives'
import { providerIdSchema } from './providerId'

export const caseStudyDesignationSchema = z.enum(['public_sector', 'company'])

export const caseStudySchema = z.object({
  id: z.optional(providerIdSchema),
  slug: z.string().min(1),
  designation: caseStudyDesignationSchema,
  title: z.string(),
  client_name: z.string(),
  client_logo: imageSchema.nullish(),
  perex: z.string().nullish(),
  /** HTML; lists may leave it out. */
  body: z.string().nullish(),
  image: imageSchema.nullish(),
})

export const caseStudyListResponseSchema = listEnvelopeSchema(caseStudySchema)
export const caseStudyResponseSchema = itemSchema(caseStudySchema)

export type RawCaseStudy = z.infer<typeof caseStudySchema>
export type CaseStudyDesignation = z.infer<typeof caseStudyDesignationSchema>
