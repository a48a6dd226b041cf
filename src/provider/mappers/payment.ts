import type { RawPaymentVerification } from '../schemas/payment'

export function mapPaymentVerification(raw: RawPaymentVerification) {
  return {
    status: raw.status,
    paid: raw.status === 'paid',
    /** The provider's explanation of a payment that did not go through (spec 8 errorDescription). */
    message: raw.message ?? null,
  }
}

export type PaymentVerification = ReturnType<typeof mapPaymentVerification>
