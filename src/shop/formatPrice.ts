/**
 * Prices in the Czech form `Intl.NumberFormat('cs-CZ', { style: 'currency', currency: 'CZK' })`
 * gives (no-break spaces between groups and before „Kč“, decimal comma, at most two decimals,
 * rounded half away from zero on the decimal digits), written out by hand: constructing that
 * formatter cost ~20 ms of the cart's load (~80 ms at CPU 4×), ICU's locale and currency data
 * (docs/performance.md, "Page weight: first-load JS and flight data"). A number JavaScript prints
 * with an exponent (below 1e-6 or from 1e21) goes to Intl itself, created then.
 */
const NBSP = '\u00a0'

let intl: Intl.NumberFormat | undefined
function viaIntl(amount: number): string {
  intl ??= new Intl.NumberFormat('cs-CZ', {
    style: 'currency',
    currency: 'CZK',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  })
  return intl.format(amount)
}

/** Adds one to a string of decimal digits. */
function increment(digits: string): string {
  let carry = 1
  let out = ''
  for (let i = digits.length - 1; i >= 0; i--) {
    const sum = Number(digits[i]) + carry
    carry = sum === 10 ? 1 : 0
    out = String(sum % 10) + out
  }
  return carry ? `1${out}` : out
}

function formatCzk(amount: number): string {
  const plain = String(Math.abs(amount))
  if (!Number.isFinite(amount) || plain.includes('e')) return viaIntl(amount)
  const [whole, fraction = ''] = plain.split('.')
  // the shortest decimal of the number, as Intl rounds it (1.005 → 1,01)
  let digits = whole + fraction.slice(0, 2).padEnd(2, '0')
  if (fraction.charAt(2) >= '5') digits = increment(digits)
  const wholeDigits = digits.slice(0, -2) || '0'
  const decimals = digits.slice(-2).replace(/0+$/, '')
  const grouped = wholeDigits.replace(/\B(?=(\d{3})+$)/g, NBSP)
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : ''
  return `${sign}${grouped}${decimals ? `,${decimals}` : ''}${NBSP}Kč`
}

/** Spec 9: prices arrive in minor units (haléře) and are shown divided by 100. */
export function formatPriceMinor(amountMinor: number): string {
  return formatCzk(amountMinor / 100)
}

export function formatPriceCzk(amountCzk: number): string {
  return formatCzk(amountCzk)
}
