import { z } from 'zod'

import { emailSchema } from './email'
import { ENQUIRY_SOURCES } from './enquirySources'
import { VALIDATION_MESSAGES } from './messages'
import { firstNameSchema, surnameSchema } from './personName'
import { phoneSchema } from './phone'

/** '' = not chosen. */
export const enquirySourceFieldSchema = z.enum([
  ...ENQUIRY_SOURCES.map((source) => source.value),
  '',
])

/** One schema for every enquiry form (contact, pricing, trial, consultation, registrations). */
export const enquiryFormSchema = z.object({
  name: firstNameSchema,
  surname: surnameSchema,
  email: emailSchema,
  phone: phoneSchema,
  text: z.string().trim().min(1, VALIDATION_MESSAGES.required).max(5000),
  source: enquirySourceFieldSchema,
})

export type EnquiryFormValues = z.infer<typeof enquiryFormSchema>
export type EnquiryFormInput = z.input<typeof enquiryFormSchema>
