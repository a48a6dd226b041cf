import { describe, expect, it } from 'vitest'

import { eventSchedule } from '@/lib/dates/eventSchedule'
import { formatDate, formatFromTime, formatTime, isoDay } from '@/lib/dates/formatPragueDate'

describe('Prague date formats (spec 9)', () => {
  it('formats dd. MM. yyyy in Prague time, not the server zone', () => {
    // 23:30 UTC on 31 Dec is already 1 Jan in Prague (UTC+1)
    expect(formatDate(new Date('2025-12-31T23:30:00Z'))).toBe('01. 01. 2026')
    expect(formatDate(new Date('2026-03-05T10:00:00Z'))).toBe('05. 03. 2026')
    expect(isoDay(new Date('2025-12-31T23:30:00Z'))).toBe('2026-01-01')
  })

  it('formats HH:mm and "od HH:mm" in summer and winter time', () => {
    expect(formatTime(new Date('2026-07-01T07:05:00Z'))).toBe('09:05')
    expect(formatTime(new Date('2026-01-15T07:05:00Z'))).toBe('08:05')
    expect(formatFromTime(new Date('2026-01-15T13:00:00Z'))).toBe('od 14:00')
  })

  it("throws 'Invalid time value' for an invalid date", () => {
    expect(() => formatDate(new Date('not a date'))).toThrow('Invalid time value')
    expect(() => formatTime(new Date(Number.NaN))).toThrow(RangeError)
    expect(() => formatFromTime(new Date('2026-13-45'))).toThrow('Invalid time value')
  })
})

describe('eventSchedule', () => {
  it('same-day event: one date and a time range', () => {
    expect(
      eventSchedule({
        since: new Date('2026-04-14T08:00:00Z'),
        until: new Date('2026-04-14T09:30:00Z'),
      }),
    ).toEqual({ date: '14. 04. 2026', time: '10:00 – 11:30', multiDay: false })
  })

  it('multi-day event: a date range and "od HH:mm"', () => {
    expect(
      eventSchedule({
        since: new Date('2026-05-20T07:00:00Z'),
        until: new Date('2026-05-22T15:00:00Z'),
      }),
    ).toEqual({ date: '20. 05. 2026 – 22. 05. 2026', time: 'od 09:00', multiDay: true })
  })

  it('no end: "od HH:mm"', () => {
    expect(eventSchedule({ since: new Date('2026-11-03T17:00:00Z'), until: null })).toEqual({
      date: '03. 11. 2026',
      time: 'od 18:00',
      multiDay: false,
    })
  })

  it('an end past Prague midnight counts as another day even when the UTC date is the same', () => {
    const schedule = eventSchedule({
      since: new Date('2026-06-10T18:00:00Z'),
      until: new Date('2026-06-10T22:30:00Z'),
    })
    expect(schedule.multiDay).toBe(true)
    expect(schedule.date).toBe('10. 06. 2026 – 11. 06. 2026')
  })
})
