import { pragueInstant } from '@/lib/dates/pragueTime'

export const CZECH_DATE_TIME_HINT = 'např. 27. 11. 2026 14:19 (pražský čas)'
export const CZECH_DATE_TIME_INVALID =
  'Datum a čas zadejte jako den. měsíc. rok hodiny:minuty, např. 27. 11. 2026 14:19.'

const PATTERN = /^\s*(\d{1,2})\.\s*(\d{1,2})\.\s*(\d{4})(?:\s*,)?\s+(\d{1,2})[:.](\d{2})\s*$/

/**
 * A date and time as a Czech marketer types it ("27. 11. 2026 14:19", "27.11.2026 9:05"), read
 * on Prague's wall clock; null when it is not one (31. 2., 24:00, letters).
 */
export function parseCzechDateTime(text: string): Date | null {
  const match = PATTERN.exec(text)
  if (!match) return null
  const [day, month, year, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ]
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59) return null
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null
  return pragueInstant(year, month, day, hour, minute)
}
