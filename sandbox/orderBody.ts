import { z } from 'zod'

const required = z.string().trim().min(1)

/** `POST /order` body of spec 7, checked as a provider would. */
export const orderBodySchema = z
  .object({
    items: z
      .array(
        z.object({
          product_id: z.union([z.number().int(), z.string().regex(/^\d+$/)]).transform(Number),
          count: z.number().int().min(1).max(1000),
        }),
      )
      .min(1),
    name: required,
    surname: required,
    mail: z
      .string()
      .trim()
      .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/),
    phone: required,
    street_address: required,
    city: required,
    zip: z
      .string()
      .trim()
      .regex(/^\d{3}\s?\d{2}$/),
    note: z.string(),
    legal_entity_purchase: z.boolean(),
    legal_entity_name: z.string(),
    ic: z.string(),
    dic: z.string(),
  })
  .superRefine((body, context) => {
    if (!body.legal_entity_purchase) return
    if (!body.legal_entity_name.trim()) {
      context.addIssue({ code: 'custom', path: ['legal_entity_name'], message: 'required' })
    }
    if (!/^\d{8}$/.test(body.ic.trim())) {
      context.addIssue({ code: 'custom', path: ['ic'], message: 'eight digits' })
    }
  })

export type OrderBody = z.output<typeof orderBodySchema>

export function describeOrderBodyIssue(error: z.ZodError): string {
  const issue = error.issues[0]
  const field = issue?.path.join('.') || 'tělo požadavku'
  return `Objednávka není úplná nebo obsahuje chybu v položce „${field}“.`
}
