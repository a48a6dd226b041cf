import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { eventSchedule } from '@/lib/dates/eventSchedule'
import { formatAdminDateTime } from '@/lib/dates/formatAdminDateTime'
import { formatDate, formatDateTime, formatTime, isoDay } from '@/lib/dates/formatPragueDate'
import {
  formatPrague,
  nextPragueDayAt,
  parsePragueInput,
  startOfNextPragueDay,
} from '@/lib/dates/prague'
import { isStillListed } from '@/provider/events/rules'
import { calendarValue, parseCalendarValue, parseCzechDateTime } from '@/scheduling/czechDateTime'

/**
 * Every date path at Prague's clock changes, on fixed instants (no test here reads today's
 * date), and the same in processes on other clocks: UTC (servers, CI), New York (whose own
 * changes fall on other nights) and Lord Howe (a half-hour change) as well as Prague.
 * 2026: summer time from Sunday 29 March 02:00 (to 03:00), to Sunday 25 October 03:00 (to 02:00).
 */
const at = (iso: string) => new Date(iso)
const iso = (date: Date | null) => date?.toISOString() ?? null
const ZONES = ['UTC', 'America/New_York', 'Australia/Lord_Howe', 'Europe/Prague']

function clockChanges() {
  describe('the last Sunday of March (02:00 → 03:00)', () => {
    it('shows the last winter minute and the first summer one an hour apart on the clock', () => {
      expect(formatAdminDateTime(at('2026-03-29T00:59:00Z'))).toBe('29. 3. 2026 01:59')
      expect(formatAdminDateTime(at('2026-03-29T01:00:00Z'))).toBe('29. 3. 2026 03:00')
      expect(formatDateTime(at('2026-03-29T01:00:00Z'))).toBe('29. 03. 2026 03:00')
      expect(formatTime(at('2026-03-29T00:59:00Z'))).toBe('01:59')
      expect(calendarValue(at('2026-03-29T01:00:00Z'))).toBe('2026-03-29T03:00')
    })

    it('reads a typed 02:00–02:59, which the clock skips, as an hour later (summer time)', () => {
      for (const typed of ['29. 3. 2026 2:30', '29.3.2026 02:30']) {
        expect(iso(parseCzechDateTime(typed)), typed).toBe('2026-03-29T01:30:00.000Z')
      }
      expect(formatAdminDateTime(parseCzechDateTime('29. 3. 2026 2:30'))).toBe('29. 3. 2026 03:30')
      expect(iso(parseCzechDateTime('29. 3. 2026 2:00'))).toBe('2026-03-29T01:00:00.000Z')
      expect(iso(parseCalendarValue('2026-03-29T02:30'))).toBe('2026-03-29T01:30:00.000Z')
      // the minutes around the gap are read as they are
      expect(iso(parseCzechDateTime('29. 3. 2026 1:59'))).toBe('2026-03-29T00:59:00.000Z')
      expect(iso(parseCzechDateTime('29. 3. 2026 3:00'))).toBe('2026-03-29T01:00:00.000Z')
    })

    it('has a 23-hour day: it starts at 00:00 CET, the next one at 00:00 CEST', () => {
      expect(iso(parseCzechDateTime('29. 3. 2026'))).toBe('2026-03-28T23:00:00.000Z')
      expect(iso(startOfNextPragueDay(at('2026-03-28T23:00:00Z')))).toBe('2026-03-29T22:00:00.000Z')
      expect(
        isStillListed(
          { since: at('2026-03-29T20:00:00Z'), until: null },
          at('2026-03-29T21:59:59Z'),
        ),
      ).toBe(true)
      expect(
        isStillListed(
          { since: at('2026-03-29T20:00:00Z'), until: null },
          at('2026-03-29T22:00:00Z'),
        ),
      ).toBe(false)
    })

    it('shows an event across the change as one day, on the clock it reads', () => {
      expect(
        eventSchedule({ since: at('2026-03-29T00:30:00Z'), until: at('2026-03-29T01:30:00Z') }),
      ).toEqual({ date: '29. 03. 2026', time: '01:30 – 03:30', multiDay: false })
    })
  })

  describe('the last Sunday of October (03:00 → 02:00, so 02:00–02:59 twice)', () => {
    it('shows both instants of 02:30 as 02:30 (the formats carry no offset)', () => {
      for (const instant of [at('2026-10-25T00:30:00Z'), at('2026-10-25T01:30:00Z')]) {
        expect(formatAdminDateTime(instant)).toBe('25. 10. 2026 02:30')
        expect(formatDateTime(instant)).toBe('25. 10. 2026 02:30')
        expect(formatTime(instant)).toBe('02:30')
        expect(formatDate(instant)).toBe('25. 10. 2026')
        expect(calendarValue(instant)).toBe('2026-10-25T02:30')
      }
      expect(formatPrague(at('2026-10-25T00:30:00Z'), 'HH:mm xxx')).toBe('02:30 +02:00')
      expect(formatPrague(at('2026-10-25T01:30:00Z'), 'HH:mm xxx')).toBe('02:30 +01:00')
    })

    it('reads a typed 02:00–02:59 as the first of the two, still summer time', () => {
      expect(iso(parseCzechDateTime('25. 10. 2026 2:30'))).toBe('2026-10-25T00:30:00.000Z')
      expect(iso(parseCzechDateTime('25. 10. 2026 2:00'))).toBe('2026-10-25T00:00:00.000Z')
      expect(iso(parseCzechDateTime('25. 10. 2026 2:59'))).toBe('2026-10-25T00:59:00.000Z')
      expect(iso(parseCalendarValue('2026-10-25T02:30'))).toBe('2026-10-25T00:30:00.000Z')
      // around the repeated hour: summer time before it, winter time after
      expect(iso(parseCzechDateTime('25. 10. 2026 1:59'))).toBe('2026-10-24T23:59:00.000Z')
      expect(iso(parseCzechDateTime('25. 10. 2026 3:00'))).toBe('2026-10-25T02:00:00.000Z')
    })

    it('has a 25-hour day: it starts at 00:00 CEST, the next one at 00:00 CET', () => {
      expect(iso(parseCzechDateTime('25. 10. 2026'))).toBe('2026-10-24T22:00:00.000Z')
      for (const instant of [
        '2026-10-24T22:00:00Z',
        '2026-10-25T00:30:00Z',
        '2026-10-25T01:30:00Z',
      ]) {
        expect(iso(startOfNextPragueDay(at(instant))), instant).toBe('2026-10-25T23:00:00.000Z')
      }
    })

    it('shows an event within the repeated hour on one day, its times as the clock read them', () => {
      expect(
        eventSchedule({ since: at('2026-10-25T00:30:00Z'), until: at('2026-10-25T01:30:00Z') }),
      ).toEqual({ date: '25. 10. 2026', time: '02:30 – 02:30', multiDay: false })
    })
  })

  describe('an instant near midnight that is another day in Prague than in UTC', () => {
    it('is dated by Prague: 23:30 UTC on 31 December is 00:30 on 1 January', () => {
      const instant = at('2026-12-31T23:30:00Z')
      expect(formatDate(instant)).toBe('01. 01. 2027')
      expect(isoDay(instant)).toBe('2027-01-01')
      expect(formatDateTime(instant)).toBe('01. 01. 2027 00:30')
      expect(formatAdminDateTime(instant)).toBe('1. 1. 2027 00:30')
      expect(formatPrague(instant, 'yyyy')).toBe('2027')
      expect(iso(startOfNextPragueDay(instant))).toBe('2027-01-01T23:00:00.000Z')
      expect(iso(parseCzechDateTime('1. 1. 2027 0:30'))).toBe(instant.toISOString())
    })

    it('in summer 22:30 UTC is already the next day', () => {
      const instant = at('2026-06-10T22:30:00Z')
      expect(formatDate(instant)).toBe('11. 06. 2026')
      expect(eventSchedule({ since: at('2026-06-10T20:00:00Z'), until: instant })).toEqual({
        date: '10. 06. 2026 – 11. 06. 2026',
        time: 'od 22:00',
        multiDay: true,
      })
    })
  })

  it('puts "tomorrow 9:00" (the schedule drawer\'s example) on Prague\'s clock on both nights', () => {
    // the day before each change: 23 or 25 hours to midnight, 9:00 still 9:00
    expect(iso(nextPragueDayAt(at('2026-03-28T10:00:00Z'), 9))).toBe('2026-03-29T07:00:00.000Z')
    expect(iso(nextPragueDayAt(at('2026-10-24T10:00:00Z'), 9))).toBe('2026-10-25T08:00:00.000Z')
    expect(iso(nextPragueDayAt(at('2026-03-29T22:30:00Z'), 9))).toBe('2026-03-31T07:00:00.000Z')
  })

  it('reads any date-fns pattern the same way (the module the formats are built on)', () => {
    expect(iso(parsePragueInput('2026-10-25 02:30', 'yyyy-MM-dd HH:mm'))).toBe(
      '2026-10-25T00:30:00.000Z',
    )
    expect(parsePragueInput('2026-02-30 10:00', 'yyyy-MM-dd HH:mm')).toBeNull()
    expect(() => formatPrague(new Date(Number.NaN), 'yyyy')).toThrow('Invalid time value')
  })
}

// Node re-reads process.env.TZ when it is assigned: each block runs on another process clock.
for (const zone of ZONES) {
  describe(`Prague dates at the clock changes, in a process on ${zone}'s clock`, () => {
    let previous: string | undefined
    beforeAll(() => {
      previous = process.env.TZ
      process.env.TZ = zone
      expect(new Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone)
    })
    afterAll(() => {
      if (previous === undefined) delete process.env.TZ
      else process.env.TZ = previous
    })
    clockChanges()
  })
}
