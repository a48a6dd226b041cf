import { pragueCalendarParts } from '@/lib/dates/pragueTime'

/**
 * Visitors read Prague time, whatever the zone of the process (UTC in tests and scripts): the
 * numbers are Prague's wall clock at the instant (Intl, Europe/Prague), written out directly.
 * Not through a Date on the process's own clock: in a zone that skips an hour Prague does not
 * (London, New York), that hour does not exist there and read an hour off. An invalid date
 * throws RangeError('Invalid time value') as date-fns does (spec 9), so a broken date is never
 * shown as a wrong one.
 */
function pragueWallClock(date: Date) {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value')
  return pragueCalendarParts(date)
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0')

/** `dd. MM. yyyy`, e.g. 05. 03. 2026 */
export function formatDate(date: Date): string {
  const p = pragueWallClock(date)
  return `${pad(p.day)}. ${pad(p.month)}. ${pad(p.year, 4)}`
}

/** `HH:mm` */
export function formatTime(date: Date): string {
  const p = pragueWallClock(date)
  return `${pad(p.hour)}:${pad(p.minute)}`
}

/** `od HH:mm`: a start time without a known end. */
export function formatFromTime(date: Date): string {
  return `od ${formatTime(date)}`
}

/** ISO date of the Prague calendar day (for `<time dateTime>`). */
export function isoDay(date: Date): string {
  const p = pragueWallClock(date)
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`
}
