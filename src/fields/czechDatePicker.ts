import type { DateField } from 'payload'

import { ADMIN_DATE_FORMAT } from '@/lib/dates/formatAdminDateTime'

type DateAdmin = NonNullable<NonNullable<DateField['admin']>['date']>

/**
 * Payload's date picker the Czech way (`admin.date` of a date field): the admin's one format,
 * the 24-hour clock, and "Čas" over the list of times instead of the picker's English "Time".
 */
export const czechDayAndTime: DateAdmin = {
  pickerAppearance: 'dayAndTime',
  displayFormat: ADMIN_DATE_FORMAT,
  timeFormat: 'HH:mm',
  timeIntervals: 15,
  overrides: { timeCaption: 'Čas' },
}

/** A day only, "27. 11. 2026" (the picker's default would be 11/27/2026). */
export const czechDayOnly: DateAdmin = { pickerAppearance: 'dayOnly', displayFormat: 'd. M. yyyy' }
