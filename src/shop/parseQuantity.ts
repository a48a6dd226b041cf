/** Spec 5: the quantity is parsed to a whole number; anything unreadable counts as 0. */
export function parseQuantity(quantity: string | number | null | undefined): number {
  if (typeof quantity === 'number') return Number.isFinite(quantity) ? Math.trunc(quantity) : 0
  const parsed = Number.parseInt(String(quantity ?? '').trim(), 10)
  return Number.isNaN(parsed) ? 0 : parsed
}
