import type { RawProduct } from '../schemas/product'

export function mapProduct(raw: RawProduct) {
  return {
    id: raw.id,
    internalId: raw.id_internal,
    title: raw.title,
    category: raw.category,
    description: raw.description ?? '',
    /** Minor units, as the provider counts. */
    priceMinor: raw.price.amount,
    /** Spec 9: shown divided by 100. */
    priceCzk: raw.price.amount / 100,
    currency: raw.price.currency,
  }
}

export type Product = ReturnType<typeof mapProduct>

export function mapProducts(raw: readonly RawProduct[]): Product[] {
  return raw.map(mapProduct)
}
