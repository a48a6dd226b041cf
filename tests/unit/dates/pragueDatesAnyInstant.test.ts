import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { eventSchedule } from '@/lib/dates/eventSchedule'
import { formatAdminDateTime } from '@/lib/dates/formatAdminDateTime'
import { formatDate, formatDateTime, formatTime, isoDay } from '@/lib/dates/formatPragueDate'
import { startOfNextPragueDay } from '@/lib/dates/prague'
import { isStillListed } from '@/provider/events/rules'
import { calendarValue, parseCalendarValue, parseCzechDateTime } from '@/scheduling/czechDateTime'
import { scheduleLabel } from '@/scheduling/scheduleLabel'

/**
 * A guard for every date format of the site and the admin: no day, hour, month, year end or DST
 * change is special, and neither is the zone of the process running the tests. The expected
 * text comes from an independent reference (the EU summer-time rule on UTC arithmetic), not
 * from Intl or date-fns, which the product itself uses.
 */
const HOUR = 60 * 60 * 1000

/** Day of the month of the last Sunday of a month (0-based month). */
const lastSunday = (year: number, month: number) => {
  const last = new Date(Date.UTC(year, month + 1, 0))
  return last.getUTCDate() - last.getUTCDay()
}

/** CEST (UTC+2) from 01:00 UTC on the last Sunday of March to 01:00 UTC on October's; else CET. */
function pragueOffsetMs(instant: number): number {
  const year = new Date(instant).getUTCFullYear()
  const summerFrom = Date.UTC(year, 2, lastSunday(year, 2), 1)
  const summerUntil = Date.UTC(year, 9, lastSunday(year, 9), 1)
  return instant >= summerFrom && instant < summerUntil ? 2 * HOUR : HOUR
}

function wallClock(instant: Date) {
  const shifted = new Date(instant.getTime() + pragueOffsetMs(instant.getTime()))
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  }
}

const pad = (value: number) => String(value).padStart(2, '0')

/** Any minute of 2026-2035, today's included. */
const minutes = fc
  .integer({ min: Date.UTC(2026, 0, 1) / 60_000, max: Date.UTC(2036, 0, 1) / 60_000 - 1 })
  .map((minute) => new Date(minute * 60_000))

/** Minutes within two hours of a Prague midnight, a DST change or a year end: the usual traps. */
const edges = fc
  .record({
    year: fc.integer({ min: 2026, max: 2035 }),
    month: fc.integer({ min: 0, max: 11 }),
    day: fc.integer({ min: 1, max: 31 }),
    kind: fc.constantFrom('midnight', 'spring', 'autumn', 'newYear'),
    minutesAway: fc.integer({ min: -120, max: 120 }),
  })
  .map(({ year, month, day, kind, minutesAway }) => {
    const base =
      kind === 'spring'
        ? Date.UTC(year, 2, lastSunday(year, 2), 1)
        : kind === 'autumn'
          ? Date.UTC(year, 9, lastSunday(year, 9), 1)
          : kind === 'newYear'
            ? Date.UTC(year, 0, 1) - HOUR
            : // 00:00 CET of that day: within an hour of Prague's midnight, which the ±2 h cover
              Date.UTC(year, month, day) - HOUR
    return new Date(base + minutesAway * 60_000)
  })

const instants = fc.oneof(minutes, edges)

function checkFormats(instant: Date) {
  const p = wallClock(instant)
  const label = instant.toISOString()
  expect(formatDate(instant), label).toBe(`${pad(p.day)}. ${pad(p.month)}. ${p.year}`)
  expect(isoDay(instant), label).toBe(`${p.year}-${pad(p.month)}-${pad(p.day)}`)
  expect(formatTime(instant), label).toBe(`${pad(p.hour)}:${pad(p.minute)}`)
  expect(formatDateTime(instant), label).toBe(
    `${pad(p.day)}. ${pad(p.month)}. ${p.year} ${pad(p.hour)}:${pad(p.minute)}`,
  )
  // The admin pads neither day nor month: "7. 12. 2026 06:05".
  const admin = `${p.day}. ${p.month}. ${p.year} ${pad(p.hour)}:${pad(p.minute)}`
  expect(formatAdminDateTime(instant), label).toBe(admin)
  expect(formatAdminDateTime(instant.toISOString()), label).toBe(admin)
  expect(scheduleLabel({ type: 'publish', at: instant }), label).toBe(`Naplánováno na ${admin}`)
  expect(calendarValue(instant), label).toBe(
    `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`,
  )
}

/**
 * What the admin shows reads back as the same minute; in the autumn fold, where Prague's clock
 * shows 02:xx twice, as the first of the two (RFC 5545; the one date-fns takes in Prague).
 */
function checkReadBack(instant: Date) {
  const minute = new Date(Math.floor(instant.getTime() / 60_000) * 60_000)
  const secondOfTwo =
    pragueOffsetMs(minute.getTime()) === HOUR &&
    pragueOffsetMs(minute.getTime() - HOUR) === 2 * HOUR
  const expected = minute.getTime() - (secondOfTwo ? HOUR : 0)
  const label = instant.toISOString()
  expect(parseCzechDateTime(formatAdminDateTime(instant)!)?.getTime(), label).toBe(expected)
  expect(parseCalendarValue(calendarValue(instant))?.getTime(), label).toBe(expected)
}

/** The next Prague day starts at its 00:00, after the instant, and the instant is on the day before. */
function checkNextDay(instant: Date) {
  const next = startOfNextPragueDay(instant)
  const label = instant.toISOString()
  expect(wallClock(next), label).toMatchObject({ hour: 0, minute: 0 })
  expect(isoDay(new Date(next.getTime() - 1)), label).toBe(isoDay(instant))
  expect(next.getTime() - instant.getTime(), label).toBeGreaterThan(0)
  expect(next.getTime() - instant.getTime(), label).toBeLessThanOrEqual(25 * HOUR)
  expect(isStillListed({ since: instant, until: null }, instant), label).toBe(true)
  expect(isStillListed({ since: instant, until: null }, next), label).toBe(false)
}

/** Runs `check` with the process on another zone's clock (Node re-reads TZ when it is set). */
function inZone(zone: string, check: () => void) {
  const previous = process.env.TZ
  process.env.TZ = zone
  try {
    expect(new Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone)
    check()
  } finally {
    if (previous === undefined) delete process.env.TZ
    else process.env.TZ = previous
  }
}

// Thousands of date-fns calls per property: more than the default 5 s on a busy machine.
describe('Prague dates at any instant', { timeout: 60_000 }, () => {
  it('format the wall clock of Prague, padded where each format pads', () => {
    fc.assert(fc.property(instants, checkFormats), { numRuns: 2000 })
  })

  it("do not depend on the zone of the process, not even in an hour that zone's clock skips", () => {
    // Prague wall-clock times that do not exist on London's or New York's clock that night.
    const skippedElsewhere = [
      '2027-03-28T00:30:00Z',
      '2027-03-14T01:30:00Z',
      '2028-03-12T01:59:00Z',
    ]
    for (const zone of ['UTC', 'Europe/Prague', 'Europe/London', 'America/New_York']) {
      inZone(zone, () => {
        for (const iso of skippedElsewhere) {
          checkFormats(new Date(iso))
          checkReadBack(new Date(iso))
          checkNextDay(new Date(iso))
        }
        fc.assert(fc.property(instants, checkFormats), { numRuns: 200 })
        fc.assert(fc.property(instants, checkReadBack), { numRuns: 200 })
        fc.assert(fc.property(instants, checkNextDay), { numRuns: 200 })
      })
    }
  })

  it('read back what the admin shows, to the minute (the first one in the autumn fold)', () => {
    fc.assert(fc.property(instants, checkReadBack), { numRuns: 2000 })
  })

  it("list an event until the next Prague day, whatever the day's length", () => {
    fc.assert(fc.property(instants, checkNextDay), { numRuns: 2000 })
  })

  it('show an event of an hour on one day, or over two days when it crosses midnight', () => {
    fc.assert(
      fc.property(instants, (since) => {
        const until = new Date(since.getTime() + HOUR)
        const schedule = eventSchedule({ since, until })
        const label = since.toISOString()
        if (isoDay(since) === isoDay(until)) {
          expect(schedule, label).toEqual({
            date: formatDate(since),
            time: `${formatTime(since)} – ${formatTime(until)}`,
            multiDay: false,
          })
        } else {
          expect(schedule, label).toEqual({
            date: `${formatDate(since)} – ${formatDate(until)}`,
            time: `od ${formatTime(since)}`,
            multiDay: true,
          })
        }
      }),
      { numRuns: 1000 },
    )
  })
})
