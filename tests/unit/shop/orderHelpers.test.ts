import { describe, expect, it } from 'vitest'

import { splitFullName } from '@/provider/mappers/order'
import { formatPriceCzk, formatPriceMinor } from '@/shop/formatPrice'
import { parseQuantity } from '@/shop/parseQuantity'
import { safeNextPath } from '@/shop/routes'

// Intl writes a no-break space between thousands and before the currency
const normalize = (text: string) => text.replace(/\s/g, ' ')

describe('splitFullName', () => {
  it('takes the first word as the first name and the rest as the surname', () => {
    expect(splitFullName('Jan Novák')).toEqual({ name: 'Jan', surname: 'Novák' })
    expect(splitFullName('  Marie   Anna  Nováková Svobodová ')).toEqual({
      name: 'Marie',
      surname: 'Anna Nováková Svobodová',
    })
  })
  it('leaves the surname empty for a single word', () => {
    expect(splitFullName('Jan')).toEqual({ name: 'Jan', surname: '' })
  })
})

describe('parseQuantity', () => {
  it.each([
    ['1', 1],
    [' 12 ', 12],
    ['3.7', 3],
    ['5 ks', 5],
    ['', 0],
    ['abc', 0],
    ['-2', -2],
  ])('parses %j as %d', (input, expected) => {
    expect(parseQuantity(input)).toBe(expected)
  })
  it('truncates numbers and treats missing values as 0', () => {
    expect(parseQuantity(4.9)).toBe(4)
    expect(parseQuantity(Number.NaN)).toBe(0)
    expect(parseQuantity(null)).toBe(0)
    expect(parseQuantity(undefined)).toBe(0)
  })
})

describe('price formatting', () => {
  it('divides minor units by 100 and formats in Czech', () => {
    expect(normalize(formatPriceMinor(99_000))).toBe('990 Kč')
    expect(normalize(formatPriceMinor(1_190_000))).toBe('11 900 Kč')
    expect(normalize(formatPriceMinor(12_345))).toBe('123,45 Kč')
    expect(normalize(formatPriceCzk(2490))).toBe('2 490 Kč')
  })
})

describe('safeNextPath', () => {
  it('accepts the shop steps only', () => {
    expect(safeNextPath('/eshop/payment')).toBe('/eshop/payment')
    expect(safeNextPath('/eshop')).toBe('/eshop')
    expect(safeNextPath('//evil.example/eshop')).toBeNull()
    expect(safeNextPath('https://evil.example')).toBeNull()
    expect(safeNextPath('/eshop/../admin')).toBeNull()
    expect(safeNextPath(null)).toBeNull()
  })
})
