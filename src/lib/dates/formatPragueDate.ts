import { formatPrague } from './prague'

// The site's date formats (spec 9), Prague time; an invalid date throws RangeError.

/** `dd. MM. yyyy`, e.g. 05. 03. 2026 */
export function formatDate(date: Date): string {
  return formatPrague(date, 'dd. MM. yyyy')
}

/** `HH:mm` */
export function formatTime(date: Date): string {
  return formatPrague(date, 'HH:mm')
}

/** `od HH:mm`: a start time without a known end. */
export function formatFromTime(date: Date): string {
  return `od ${formatTime(date)}`
}

/** `dd. MM. yyyy HH:mm`: a moment, e.g. when an order was placed. */
export function formatDateTime(date: Date): string {
  return formatPrague(date, 'dd. MM. yyyy HH:mm')
}

/** ISO date of the Prague calendar day (for `<time dateTime>`). */
export function isoDay(date: Date): string {
  return formatPrague(date, 'yyyy-MM-dd')
}
