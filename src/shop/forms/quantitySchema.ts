import { z } from 'zod/mini'

import { parseQuantity } from '../parseQuantity'

export const MAX_QUANTITY = 1000
export const QUANTITY_MESSAGE = `Zadejte počet licencí jako celé číslo od 1 do ${MAX_QUANTITY}`

/** The quantity as typed (kept as a string, spec 3), checked as a whole number. */
const quantitySchema = z.string().check(
  z.trim(),
  z.refine((value) => {
    const count = parseQuantity(value)
    return /^\d+$/.test(value) && count >= 1 && count <= MAX_QUANTITY
  }, QUANTITY_MESSAGE),
)

/** The cart step's form (CartQuantityValidator.tsx): its one field. */
export const quantityFormSchema = z.object({ quantity: quantitySchema })

export type QuantityFormValues = z.infer<typeof quantityFormSchema>

export const QUANTITY_FIELD_NAMES = ['quantity'] as const satisfies ReadonlyArray<
  keyof QuantityFormValues
>

export type QuantityFieldName = (typeof QUANTITY_FIELD_NAMES)[number]

/** The message to show under the field, or null when the quantity is fine. */
export function quantityError(quantity: string): string | null {
  const result = quantityFormSchema.safeParse({ quantity })
  return result.success ? null : (result.error.issues[0]?.message ?? QUANTITY_MESSAGE)
}
