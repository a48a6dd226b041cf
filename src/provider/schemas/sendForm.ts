import { z } from 'zod'

/** Spec 3: where the visitor heard of the company; the pricing form may leave it empty. */
export const enquirySourceSchema = z.enum([
  'PERSONAL_RECOMMENDATION',
  'INTERNET_SEARCH',
  'SOCIALS',
  'OTHER',
  '',
])

/** Body of `POST /api/send-form` (spec 7); `lang` is always 'cs'. */
export const sendFormRequestSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  lang: z.literal('cs'),
  location: z.string(),
  text: z.string(),
  source: enquirySourceSchema,
})

export type EnquirySource = z.infer<typeof enquirySourceSchema>
export type SendFormRequest = z.infer<typeof sendFormRequestSchema>
