import { FaultRegistry, type faultSchema } from './faults'
import type { z } from 'zod'

export type OrderStatus = 'new' | 'pending' | 'paid' | 'cancelled' | 'failed'
export type PaymentResult = 'paid' | 'cancelled' | 'failed'

export interface OrderLine {
  product_id: number
  title: string
  count: number
  price: { amount: number; currency: string }
}

export interface Customer {
  name: string
  surname: string
  mail: string
  phone: string
  street_address: string
  city: string
  zip: string
  note: string
  legal_entity_purchase: boolean
  legal_entity_name: string
  ic: string
  dic: string
}

export interface PaymentAttempt {
  id: string
  returnUrl: string
  /** Set by the first verification; later verifications answer the same. */
  verified: PaymentResult | null
}

export interface SandboxOrder {
  id: number
  /** The `mail` claim of the session that created it. */
  owner: string
  created: string
  status: OrderStatus
  lines: OrderLine[]
  total: { amount: number; currency: string }
  customer: Customer
  invoiceId: string | null
  paidAt: string | null
  payments: Map<string, PaymentAttempt>
}

export interface IdentityToken {
  mail: string
  expiresAt: number
}

export interface RecordedRequest {
  method: string
  path: string
  query: Record<string, string>
  body: unknown
  /** The `Idempotency-Key` header, when the request carried one. */
  idempotencyKey?: string | null
  receivedAt: string
}

/** An enquiry send-form accepted (answered 2xx): what the provider would have taken in. */
export interface AcceptedForm {
  idempotencyKey: string | null
  body: unknown
  receivedAt: string
}

const MAX_RECORDED_REQUESTS = 2000
/** Enough for the lead benchmark's 1,000 enquiries with room to spare. */
const MAX_ACCEPTED_FORMS = 20_000

export class SandboxState {
  orders = new Map<number, SandboxOrder>()
  identityTokens = new Map<string, IdentityToken>()
  /** Part of every session token: a reset bumps it and so ends every session. */
  sessionEpoch = 0
  requests: RecordedRequest[] = []
  acceptedForms: AcceptedForm[] = []
  readonly faults = new FaultRegistry()
  private nextOrderId = 1001
  private nextInvoiceNumber = 1
  private nextPaymentNumber = 1

  constructor(private readonly initialFaults: z.output<typeof faultSchema>[] = []) {
    this.installInitialFaults()
  }

  private installInitialFaults(): void {
    for (const fault of this.initialFaults) this.faults.add(fault)
  }

  reset(): void {
    this.orders.clear()
    this.identityTokens.clear()
    this.sessionEpoch += 1
    this.requests = []
    this.acceptedForms = []
    this.faults.clear()
    this.installInitialFaults()
    this.nextOrderId = 1001
    this.nextInvoiceNumber = 1
    this.nextPaymentNumber = 1
  }

  record(request: RecordedRequest): void {
    this.requests.push(request)
    if (this.requests.length > MAX_RECORDED_REQUESTS) this.requests.shift()
  }

  acceptForm(form: AcceptedForm): void {
    this.acceptedForms.push(form)
    if (this.acceptedForms.length > MAX_ACCEPTED_FORMS) this.acceptedForms.shift()
  }

  /** Idempotency keys that send-form accepted more than once, with how often. */
  duplicateForms(): Array<{ idempotencyKey: string; count: number }> {
    const counts = new Map<string, number>()
    for (const { idempotencyKey } of this.acceptedForms) {
      if (idempotencyKey) counts.set(idempotencyKey, (counts.get(idempotencyKey) ?? 0) + 1)
    }
    return [...counts]
      .filter(([, count]) => count > 1)
      .map(([idempotencyKey, count]) => ({ idempotencyKey, count }))
  }

  takeOrderId(): number {
    return this.nextOrderId++
  }

  takeInvoiceId(year: number): string {
    return `FV-${year}-${String(this.nextInvoiceNumber++).padStart(5, '0')}`
  }

  takePaymentId(): string {
    return `PAY-${String(this.nextPaymentNumber++).padStart(6, '0')}`
  }
}
