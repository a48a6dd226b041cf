/** "1 den", "3 dny", "30 dní", "0,5 dne": a number of days in Czech. */
export function dayCount(days: number): string {
  if (!Number.isInteger(days)) return `${days.toLocaleString('cs-CZ')} dne`
  if (days === 1) return '1 den'
  return `${days} ${days >= 2 && days <= 4 ? 'dny' : 'dní'}`
}
