const czk = new Intl.NumberFormat('cs-CZ', {
  style: 'currency',
  currency: 'CZK',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
})

/** Spec 9: prices arrive in minor units (haléře) and are shown divided by 100. */
export function formatPriceMinor(amountMinor: number): string {
  return czk.format(amountMinor / 100)
}

export function formatPriceCzk(amountCzk: number): string {
  return czk.format(amountCzk)
}
