import { z } from 'zod'

/** An ISO 8601 date-time string; kept as a string so raw data stays JSON (cacheable). */
export const isoDateTimeSchema = z
  .string()
  .refine((value) => !Number.isNaN(Date.parse(value)), { message: 'Neplatné datum' })

export const imageSchema = z.object({
  url: z.string().min(1),
  alt: z.string().nullish(),
})

/** Money in minor units (haléře for CZK). */
export const moneySchema = z.object({
  amount: z.number().int(),
  currency: z.string().length(3),
})

export function listEnvelopeSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item) })
}

/** Detail shapes are not shown by the spec: accept the bare item or a `{data: item}` envelope. */
export function itemSchema<T extends z.ZodType>(item: T) {
  const envelope = z.object({ data: item })
  // the generic object type hides `data` from TypeScript; the schema guarantees it is there
  const unwrap = (value: unknown) => (value as { data: z.output<T> }).data
  return z.union([item, envelope.transform(unwrap)])
}
