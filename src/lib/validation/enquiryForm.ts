import { z } from 'zod'

import { emailSchema } from './email'
import { VALIDATION_MESSAGES } from './messages'
import { firstNameSchema, surnameSchema } from './personName'
import { phoneSchema } from './phone'

/** Spec 3: where the visitor heard of the company, shown in Czech; '' = not chosen. */
export const ENQUIRY_SOURCES = [
  { value: 'PERSONAL_RECOMMENDATION', label: 'Doporučení známého' },
  { value: 'INTERNET_SEARCH', label: 'Vyhledávání na internetu' },
  { value: 'SOCIALS', label: 'Sociální sítě' },
  { value: 'OTHER', label: 'Jinak' },
] as const

export const enquirySourceFieldSchema = z.enum([
  'PERSONAL_RECOMMENDATION',
  'INTERNET_SEARCH',
  'SOCIALS',
  'OTHER',
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

export const EMPTY_ENQUIRY: EnquiryFormInput = {
  name: '',
  surname: '',
  email: '',
  phone: '',
  text: '',
  source: '',
}
