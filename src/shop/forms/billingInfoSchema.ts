import { z } from 'zod'

import { DIC_PATTERN, isValidIco, ZIP_PATTERN } from '@/lib/validation/companyIds'
import { emailSchema } from '@/lib/validation/email'
import { phoneSchema } from '@/lib/validation/phone'
import { VALIDATION_MESSAGES } from '@/lib/validation/messages'

export const billingMessages = {
  name: 'Zadejte prosím jméno i příjmení',
  zip: 'PSČ má 5 číslic, například 110 00',
  terms: 'Pro dokončení objednávky je potřeba souhlasit s obchodními podmínkami',
  companyId: 'IČO má 8 číslic a musí mít platný kontrolní součet',
  companyTaxId: 'DIČ zadejte ve tvaru CZ a 8 až 10 číslic, například CZ12345678',
} as const

const required = z.string().trim().min(1, VALIDATION_MESSAGES.required)

/** The billing-info step (one form, one schema; shared with its unit tests). */
export const billingInfoSchema = z
  .object({
    // the full name is split into first name and surname when the order is sent
    name: required.refine((value) => value.split(/\s+/).length >= 2, billingMessages.name),
    email: emailSchema,
    phone: phoneSchema,
    street: required,
    city: required,
    zip: required.regex(ZIP_PATTERN, billingMessages.zip),
    note: z.string().trim().max(1000, 'Poznámka může mít nejvýše 1000 znaků'),
    terms: z.boolean().refine((accepted) => accepted, billingMessages.terms),
    companyBilling: z.boolean(),
    companyName: z.string().trim(),
    companyId: z.string().trim(),
    companyTaxId: z.string().trim().toUpperCase(),
  })
  .superRefine((values, context) => {
    if (!values.companyBilling) return
    if (!values.companyName) {
      context.addIssue({
        code: 'custom',
        path: ['companyName'],
        message: VALIDATION_MESSAGES.required,
      })
    }
    if (!values.companyId) {
      context.addIssue({
        code: 'custom',
        path: ['companyId'],
        message: VALIDATION_MESSAGES.required,
      })
    } else if (!isValidIco(values.companyId)) {
      context.addIssue({ code: 'custom', path: ['companyId'], message: billingMessages.companyId })
    }
    // DIČ is optional: not every company is a VAT payer
    if (values.companyTaxId && !DIC_PATTERN.test(values.companyTaxId)) {
      context.addIssue({
        code: 'custom',
        path: ['companyTaxId'],
        message: billingMessages.companyTaxId,
      })
    }
  })

export type BillingInfoInput = z.input<typeof billingInfoSchema>
export type BillingInfoValues = z.output<typeof billingInfoSchema>
