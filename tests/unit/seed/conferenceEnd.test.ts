import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { formatAdminDateTime } from '@/lib/dates/formatAdminDateTime'
import { conferenceEnd } from '@/seed/conferenceEnd'

const DAY = 24 * 60 * 60 * 1000
const at = (iso: string) => conferenceEnd(new Date(iso))

describe("the seeded info banner's end", () => {
  it('is the next 23 May, 23:59 in Prague, more than a day ahead', () => {
    expect(at('2026-12-07T05:00:00Z')).toBe('2027-05-23T21:59:00.000Z')
    expect(at('2027-05-22T21:58:00Z')).toBe('2027-05-23T21:59:00.000Z')
    // A day or less before the end, and after it: next year's.
    expect(at('2027-05-22T22:00:00Z')).toBe('2028-05-23T21:59:00.000Z')
    expect(at('2027-05-23T12:00:00Z')).toBe('2028-05-23T21:59:00.000Z')
    // 00:30 on 24 May in Prague is still 23 May in UTC: the end then is past, not this year's.
    expect(at('2027-05-23T22:30:00Z')).toBe('2028-05-23T21:59:00.000Z')
    expect(at('2027-12-31T23:30:00Z')).toBe('2028-05-23T21:59:00.000Z')
  })

  it('is never within a day of the seed, nor more than a year and a day after it', () => {
    const instants = fc
      .integer({ min: Date.UTC(2026, 0, 1) / 60_000, max: Date.UTC(2036, 0, 1) / 60_000 })
      .map((minute) => new Date(minute * 60_000))
    fc.assert(
      fc.property(instants, (now) => {
        const end = new Date(conferenceEnd(now))
        expect(end.getTime() - now.getTime()).toBeGreaterThan(DAY)
        expect(end.getTime() - now.getTime()).toBeLessThanOrEqual(366 * DAY + DAY)
        expect(formatAdminDateTime(end)).toMatch(/^23\. 5\. \d{4} 23:59$/)
      }),
      { numRuns: 500 },
    )
  })
})
