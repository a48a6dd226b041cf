import { describe, expect, it } from 'vitest'

import { mapProducts } from '@/provider/mappers/product'
import { productListResponseSchema } from '@/provider/schemas/product'

const raw = {
  id: 1,
  id_internal: 'SIGNER-1Y',
  title: 'Signer – roční licence',
  category: 'Elektronický podpis',
  price: { amount: 99000, currency: 'CZK' },
}

describe('product schema and mapper', () => {
  it('maps minor units to koruny and keeps both', () => {
    const [product] = mapProducts(productListResponseSchema.parse({ data: [raw] }).data)
    expect(product).toEqual({
      id: 1,
      internalId: 'SIGNER-1Y',
      title: 'Signer – roční licence',
      category: 'Elektronický podpis',
      description: '',
      priceMinor: 99000,
      priceCzk: 990,
      currency: 'CZK',
    })
  })

  it('keeps haléře as decimals and reads a numeric internal id as a string', () => {
    const [product] = mapProducts(
      productListResponseSchema.parse({
        data: [{ ...raw, id_internal: 42, price: { amount: 12345, currency: 'CZK' } }],
      }).data,
    )
    expect(product?.priceCzk).toBe(123.45)
    expect(product?.internalId).toBe('42')
  })

  it.each([
    ['price as a string', { ...raw, price: '990 Kč' }],
    ['fractional minor units', { ...raw, price: { amount: 990.5, currency: 'CZK' } }],
    ['currency not ISO', { ...raw, price: { amount: 1, currency: 'Kč' } }],
    ['no title', { ...raw, title: undefined }],
  ])('rejects %s', (_label, item) => {
    expect(productListResponseSchema.safeParse({ data: [item] }).success).toBe(false)
  })
})
