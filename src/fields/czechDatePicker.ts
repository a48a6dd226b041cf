import type { DateField } from 'payload'

import { ADMIN_DATE_FORMAT } from '@/lib/dates/formatAdminDateTime'

type DateAdmin = NonNullable<NonNullable<DateField['admin']>['date']>

/**
 * react-datepicker's own English names of its controls ("Previous Month", "Choose …" before each
 * day), which Payload passes through from `admin.date.overrides`.
 */
const CZECH_PICKER_NAMES = {
  previousMonthAriaLabel: 'Předchozí měsíc',
  nextMonthAriaLabel: 'Další měsíc',
  previousMonthButtonLabel: 'Předchozí měsíc',
  nextMonthButtonLabel: 'Další měsíc',
  previousYearAriaLabel: 'Předchozí rok',
  nextYearAriaLabel: 'Další rok',
  previousYearButtonLabel: 'Předchozí rok',
  nextYearButtonLabel: 'Další rok',
  chooseDayAriaLabelPrefix: 'Vybrat',
  disabledDayAriaLabelPrefix: 'Nelze vybrat',
  weekAriaLabelPrefix: 'Týden',
  monthAriaLabelPrefix: 'Měsíc',
  timeInputLabel: 'Čas',
} satisfies NonNullable<DateAdmin['overrides']>

/**
 * Payload's date picker the Czech way (`admin.date` of a date field): the admin's one format,
 * the 24-hour clock, "Čas" over the list of times instead of the picker's English "Time", and
 * its controls named in Czech.
 */
export const czechDayAndTime: DateAdmin = {
  pickerAppearance: 'dayAndTime',
  displayFormat: ADMIN_DATE_FORMAT,
  timeFormat: 'HH:mm',
  timeIntervals: 15,
  overrides: { ...CZECH_PICKER_NAMES, timeCaption: 'Čas' },
}

/** A day only, "27. 11. 2026" (the picker's default would be 11/27/2026). */
export const czechDayOnly: DateAdmin = {
  pickerAppearance: 'dayOnly',
  displayFormat: 'd. M. yyyy',
  overrides: CZECH_PICKER_NAMES,
}
