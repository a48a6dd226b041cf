import { formatAdminDateTime } from '@/lib/dates/formatAdminDateTime'
import { formatPrague, nextPragueDayAt, parsePragueInput } from '@/lib/dates/prague'

/**
 * The example a schedule's hint and messages give: tomorrow 9:00 in Prague, in the admin's
 * format, so it is always a time one could schedule (a fixed date would one day be past).
 */
export function exampleScheduleTime(now: Date): string {
  return formatAdminDateTime(nextPragueDayAt(now, 9))!
}

export function czechDateTimeHint(now: Date): string {
  return `např. ${exampleScheduleTime(now)} (pražský čas); samotné datum znamená 00:00`
}

export function czechDateTimeInvalid(now: Date): string {
  return `Datum a čas zadejte jako den. měsíc. rok hodiny:minuty, např. ${exampleScheduleTime(now)}.`
}

/** The shapes a Czech marketer types: "27. 11. 2026" or "27.11.2026", with or without a space. */
const DAYS = ['d. M. yyyy', 'd.M.yyyy', 'd. M.yyyy', 'd.M. yyyy']
/** "14:19", "9.05", after a space or ", ". */
const TIMES = ['H:mm', 'H.mm'].flatMap((time) => [` ${time}`, `, ${time}`])
const PATTERNS = DAYS.flatMap((day) => [day, ...TIMES.map((time) => day + time)])

/** A `datetime-local` input's value. */
const CALENDAR_VALUE = "yyyy-MM-dd'T'HH:mm"

/**
 * A date and time as a Czech marketer types it ("27. 11. 2026 14:19", "27.11.2026 9:05", or a
 * date alone for 00:00), read on Prague's wall clock (the clock-change rule of
 * parsePragueInput: 02:30 of the spring night is 03:30, of the autumn night the first one);
 * null when it is not one (31. 2., 24:00, letters).
 */
export function parseCzechDateTime(text: string): Date | null {
  const typed = text.trim().replace(/\s+/g, ' ').replace(/ ,/g, ',')
  // date-fns reads 1–4 digits for yyyy and 1–2 for mm: "26" would be the year 26, which is
  // past and would publish at once, and "9:5" is more likely a typo than 9:05.
  const [, , year, , minute] = typed.match(/\d+/g) ?? []
  if (year?.length !== 4 || (minute !== undefined && minute.length !== 2)) return null
  for (const pattern of PATTERNS) {
    const date = parsePragueInput(typed, pattern)
    if (date) return date
  }
  return null
}

/** `yyyy-MM-ddTHH:mm` of Prague's wall clock, for the calendar input. */
export function calendarValue(date: Date | null): string {
  return date ? formatPrague(date, CALENDAR_VALUE) : ''
}

/** The instant a `datetime-local` value picked in the calendar means in Prague, or null. */
export function parseCalendarValue(value: string): Date | null {
  return parsePragueInput(value, CALENDAR_VALUE)
}
