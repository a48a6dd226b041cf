import { z } from 'zod/mini'

import { paymentTypeSchema } from '../store/persistedState'

export const PAYMENT_TYPE_MESSAGE = 'Vyberte prosím způsob platby'

/** The payment step: one required choice. */
export const paymentTypeFormSchema = z.object({
  paymentType: z
    .nullable(paymentTypeSchema)
    .check(z.refine((value) => value !== null, PAYMENT_TYPE_MESSAGE)),
})

export type PaymentTypeFormValues = z.input<typeof paymentTypeFormSchema>
