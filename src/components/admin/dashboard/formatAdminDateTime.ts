/** The admin's one date format (src/lib/dates/formatAdminDateTime.ts). */
export { formatAdminDateTime } from '@/lib/dates/formatAdminDateTime'
