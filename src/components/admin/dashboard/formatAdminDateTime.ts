import { formatDate, formatTime } from '@/lib/dates/formatPragueDate'

/** `05. 03. 2026 8:00` in Prague time; an empty or broken value shows nothing. */
export function formatAdminDateTime(value: string | null | undefined): string | null {
  if (!value) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : `${formatDate(date)} ${formatTime(date)}`
}
