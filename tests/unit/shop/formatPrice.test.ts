import { describe, expect, it } from 'vitest'

import { formatPriceCzk, formatPriceMinor } from '@/shop/formatPrice'

// The hand-written formatter must print exactly what the Intl formatter it replaces prints.
const intl = new Intl.NumberFormat('cs-CZ', {
  style: 'currency',
  currency: 'CZK',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
})

describe('formatPrice', () => {
  it('prints minor units as Intl cs-CZ CZK does', () => {
    const amounts = [0, 1, 5, 10, 99, 100, 150, 12_345, 99_999, 100_000, 123_456_789, -1, -150]
    for (let minor = 0; minor < 300_000; minor += 997) amounts.push(minor)
    for (let power = 1; power < 1e17; power *= 7) amounts.push(power, power + 50)
    for (const minor of amounts) expect(formatPriceMinor(minor)).toBe(intl.format(minor / 100))
  })

  it('rounds, groups and signs as Intl does', () => {
    const amounts = [
      0,
      -0,
      0.001,
      -0.001,
      0.004,
      0.005,
      0.015,
      0.995,
      1.005,
      2.675,
      9.999,
      99.995,
      999.995,
      999_999.995,
      1234.5,
      -1234.5,
      0.1 + 0.2,
      1e20,
      1e21,
      1e-7,
      123_456.785,
      Number.NaN,
      Number.POSITIVE_INFINITY,
    ]
    for (let i = 0; i < 2000; i++) amounts.push(((i * 7919) % 100_003) / 1000 - 20)
    for (const amount of amounts) expect(formatPriceCzk(amount)).toBe(intl.format(amount))
  })
})
