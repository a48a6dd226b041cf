import { pragueCalendarParts } from './pragueTime'

/**
 * The admin's one date format, Payload's own included (payload.config.ts `admin.dateFormat`):
 * "27. 11. 2026 08:05", always on Prague's wall clock whatever the server's or browser's zone.
 */
export const ADMIN_DATE_FORMAT = 'd. M. yyyy HH:mm'

const pad = (value: number) => String(value).padStart(2, '0')

/** An instant in ADMIN_DATE_FORMAT, Prague time; an empty or broken value gives null. */
export function formatAdminDateTime(value: Date | string | null | undefined): string | null {
  if (!value) return null
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return null
  const p = pragueCalendarParts(date)
  return `${p.day}. ${p.month}. ${p.year} ${pad(p.hour)}:${pad(p.minute)}`
}
