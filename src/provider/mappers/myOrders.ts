import type { RawOrderRecord } from '../schemas/myOrders'

export function mapOrderRecord(raw: RawOrderRecord) {
  return {
    id: raw.id,
    created: new Date(raw.created),
    status: raw.status,
    items: raw.items.map((item) => ({
      productId: item.product_id,
      title: item.title,
      count: item.count,
      unitPriceCzk: item.price.amount / 100,
      currency: item.price.currency,
    })),
    totalCzk: raw.total.amount / 100,
    currency: raw.total.currency,
    invoiceId: raw.invoice_id ?? null,
  }
}

export type OrderRecord = ReturnType<typeof mapOrderRecord>

export function mapOrderRecords(raw: readonly RawOrderRecord[]): OrderRecord[] {
  return raw.map(mapOrderRecord)
}
