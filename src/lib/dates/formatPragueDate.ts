import { format } from 'date-fns'
import { cs } from 'date-fns/locale'

import { pragueCalendarParts } from '@/lib/dates/pragueTime'

/**
 * The server runs in UTC, visitors read Prague time: the instant is moved to Prague's wall clock
 * first, then formatted. An invalid date throws RangeError('Invalid time value') as date-fns does
 * (spec 9), so a broken date is never shown as a wrong one.
 */
function pragueWallClock(date: Date): Date {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value')
  const p = pragueCalendarParts(date)
  return new Date(p.year, p.month - 1, p.day, p.hour, p.minute, p.second)
}

/** `dd. MM. yyyy`, e.g. 05. 03. 2026 */
export function formatDate(date: Date): string {
  return format(pragueWallClock(date), 'dd. MM. yyyy', { locale: cs })
}

/** `HH:mm` */
export function formatTime(date: Date): string {
  return format(pragueWallClock(date), 'HH:mm', { locale: cs })
}

/** `od HH:mm`: a start time without a known end. */
export function formatFromTime(date: Date): string {
  return `od ${formatTime(date)}`
}

/** ISO date of the Prague calendar day (for `<time dateTime>`). */
export function isoDay(date: Date): string {
  return format(pragueWallClock(date), 'yyyy-MM-dd')
}
