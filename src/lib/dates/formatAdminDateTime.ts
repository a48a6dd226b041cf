import { formatPrague } from './prague'

/**
 * The admin's one date format, Payload's own included (payload.config.ts `admin.dateFormat`, a
 * date-fns pattern there too): "27. 11. 2026 08:05", on Prague's wall clock.
 */
export const ADMIN_DATE_FORMAT = 'd. M. yyyy HH:mm'

/** An instant in ADMIN_DATE_FORMAT, Prague time; an empty or broken value gives null. */
export function formatAdminDateTime(value: Date | string | null | undefined): string | null {
  if (!value) return null
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return null
  return formatPrague(date, ADMIN_DATE_FORMAT)
}
