import type { OrderRequest } from '../schemas/order'
import type { ProviderId } from '../schemas/providerId'

/** What the shop submits, in the shop's words; `toOrderRequest` renames it for spec 7. */
export interface OrderSubmission {
  items: { productId: ProviderId; count: number }[]
  name: string
  surname: string
  email: string
  phone: string
  street: string
  city: string
  zip: string
  note: string
  companyBilling: boolean
  companyName: string
  companyId: string
  companyTaxId: string
}

export function toOrderRequest(submission: OrderSubmission): OrderRequest {
  return {
    items: submission.items.map((item) => ({ product_id: item.productId, count: item.count })),
    name: submission.name,
    surname: submission.surname,
    mail: submission.email,
    phone: submission.phone,
    street_address: submission.street,
    city: submission.city,
    zip: submission.zip,
    note: submission.note,
    legal_entity_purchase: submission.companyBilling,
    // company fields mean nothing for a private purchase: do not send stale ones
    legal_entity_name: submission.companyBilling ? submission.companyName : '',
    ic: submission.companyBilling ? submission.companyId : '',
    dic: submission.companyBilling ? submission.companyTaxId : '',
  }
}

/** Spec 5: the full customer name is split on spaces, first word = name, the rest = surname. */
export function splitFullName(fullName: string): { name: string; surname: string } {
  const [name = '', ...rest] = fullName.trim().split(/\s+/)
  return { name, surname: rest.join(' ') }
}
