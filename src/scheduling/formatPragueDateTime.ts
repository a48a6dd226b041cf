import { formatAdminDateTime } from '@/lib/dates/formatAdminDateTime'

/** "12. 1. 2027 08:00": marketers read times on Prague's wall clock, in the admin's one format. */
export function formatPragueDateTime(value: Date | string): string {
  return formatAdminDateTime(value) ?? ''
}
