import { z } from 'zod'

export const paymentLinkRequestSchema = z.object({ return_url: z.url() })

export const paymentLinkResponseSchema = z.object({ payment_url: z.url() })

/** Further status values are not shown by the spec, so any non-empty string is accepted. */
export const paymentVerificationResponseSchema = z.object({
  status: z.string().min(1),
  message: z.string().nullish(),
})

export type PaymentLinkRequest = z.infer<typeof paymentLinkRequestSchema>
export type RawPaymentVerification = z.infer<typeof paymentVerificationResponseSchema>
