import { tz } from '@date-fns/tz/tz'
import { tzOffset } from '@date-fns/tz/tzOffset'
import { addDays } from 'date-fns/addDays'
import { format } from 'date-fns/format'
import { isValid } from 'date-fns/isValid'
import { parse } from 'date-fns/parse'
import { setHours } from 'date-fns/setHours'
import { startOfDay } from 'date-fns/startOfDay'
import { cs } from 'date-fns/locale/cs'

/**
 * Every date a person reads or types is Prague's (visitors, marketers, mails), whatever the zone
 * of the server process or the browser: date-fns in Europe/Prague (@date-fns/tz) with the Czech
 * locale. The per-use formats live beside this module (formatPragueDate.ts, formatAdminDateTime.ts,
 * scheduling/czechDateTime.ts); this one only knows the zone.
 */
export const PRAGUE_TIME_ZONE = 'Europe/Prague'

/** date-fns's `in` context: read and write an instant on Prague's wall clock. */
const inPrague = tz(PRAGUE_TIME_ZONE)
/** The fields of a typed date as they are, on a clock without summer time. */
const inUtc = tz('UTC')

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
/** To compare wall clocks to the minute. */
const WALL_CLOCK = 'yyyy-MM-dd HH:mm'

/**
 * An instant on Prague's wall clock in a date-fns pattern, in Czech. An invalid date throws
 * RangeError('Invalid time value') as date-fns does (spec 9): a broken date is never shown as a
 * wrong one.
 */
export function formatPrague(date: Date, pattern: string): string {
  return format(date, pattern, { in: inPrague, locale: cs })
}

/**
 * The instant a text typed in a date-fns `pattern` means on Prague's wall clock, or null when
 * it is not one (another shape, 31. 2., 24:00). Missing time fields are 00:00. A time the clock
 * change makes ambiguous is read by the iCalendar rule (RFC 5545 3.3.5), which date-fns itself
 * follows in a process on Prague's clock: a time the autumn night repeats (02:00–02:59) is its
 * first occurrence, in summer time; a time the spring night skips (02:00–02:59) is read with the
 * offset before the change, so 02:30 is 03:30 summer time.
 */
export function parsePragueInput(text: string, pattern: string): Date | null {
  // The fields are read on UTC's clock and placed on Prague's here: TZDate places a repeated
  // time by the process's own zone (the second 02:30 in UTC or New York, the first in Prague).
  const fields = parse(text, pattern, new Date(0), { in: inUtc, locale: cs })
  if (!isValid(fields)) return null
  const typed = format(fields, WALL_CLOCK, { in: inUtc })
  // Prague's offset on either side of any clock change within a day of the typed time
  const offsetBefore = tzOffset(PRAGUE_TIME_ZONE, new Date(fields.getTime() - DAY))
  const offsetAfter = tzOffset(PRAGUE_TIME_ZONE, new Date(fields.getTime() + DAY))
  const readings = [offsetBefore, offsetAfter]
    .map((offset) => new Date(fields.getTime() - offset * MINUTE))
    .sort((a, b) => a.getTime() - b.getTime())
  const shown = readings.find((instant) => formatPrague(instant, WALL_CLOCK) === typed)
  return shown ?? new Date(fields.getTime() - offsetBefore * MINUTE)
}

/** The first instant of the Prague day after the one `date` falls on (23, 24 or 25 h later). */
export function startOfNextPragueDay(date: Date): Date {
  return new Date(addDays(startOfDay(date, { in: inPrague }), 1).getTime())
}

/** `hour`:00 on Prague's wall clock of the day after the one `date` falls on ("tomorrow 9:00"). */
export function nextPragueDayAt(date: Date, hour: number): Date {
  return new Date(setHours(startOfNextPragueDay(date), hour, { in: inPrague }).getTime())
}
