import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { UPCOMING_EVENT_TYPES } from '@/provider/events/rules'
import { mapWebinarLists } from '@/provider/mappers/webinar'
import { webinarListResponseSchema } from '@/provider/schemas/webinar'

import { webinarList } from '../../../sandbox/fixtures/webinars'

/** The sandbox's list at `now`, as the site reads it (its schema, its split at `now`). */
function listsAt(now: Date) {
  const raw = webinarList({
    now,
    asset: (path) => `http://sandbox.test${path}`,
    siteUrl: 'http://site.test',
  })
  return mapWebinarLists(webinarListResponseSchema.parse({ data: raw }).data, now)
}

const TODAY = 'datove-schranky-novinky-a-automatizace'
const ENDED_TWO_DAYS_AGO = 'eidas-2-co-prinese-firmam'

/** Any minute of 2026-2035: every hour of the day, both DST changes, year ends, 29 February. */
const instants = fc
  .integer({ min: Date.UTC(2026, 0, 1) / 60_000, max: Date.UTC(2036, 0, 1) / 60_000 })
  .map((minute) => new Date(minute * 60_000))

describe('sandbox webinar dates, relative to the moment of the request', () => {
  const check = (now: Date) => {
    const { upcoming, past } = listsAt(now)
    const slugs = upcoming.map((item) => item.slug)
    // "Today's" webinar is today for the site's visitors at every hour (Prague's calendar)...
    expect(slugs[0], now.toISOString()).toBe(TODAY)
    // ...the upcoming item that ended two days ago is hidden, every other one is listed...
    expect(slugs, now.toISOString()).not.toContain(ENDED_TWO_DAYS_AGO)
    expect(upcoming, now.toISOString()).toHaveLength(11)
    expect(new Set(upcoming.map((item) => item.type))).toEqual(new Set(UPCOMING_EVENT_TYPES))
    // ...and the recordings are all in the past.
    expect(past, now.toISOString()).toHaveLength(8)
    expect(past.every((item) => item.since.getTime() < now.getTime())).toBe(true)
  }

  it('lists the same items at the edges of Prague days, DST changes and years', () => {
    for (const iso of [
      '2026-12-07T23:30:00Z', // 00:30 in Prague, still the 7th in UTC
      '2027-01-04T23:30:00Z',
      '2027-03-27T23:30:00Z', // the night of the spring change
      '2027-03-28T01:30:00Z',
      '2027-06-30T22:30:00Z', // 00:30 CEST on 1 July
      '2027-10-30T22:30:00Z', // the night of the autumn change
      '2027-10-31T01:30:00Z',
      '2027-12-31T23:30:00Z', // New Year in Prague, not yet in UTC
      '2028-02-28T23:30:00Z', // 29 February in Prague
      '2028-02-29T12:00:00Z',
    ]) {
      check(new Date(iso))
    }
  })

  it('lists the same items at any minute', () => {
    fc.assert(fc.property(instants, check), { numRuns: 300 })
  })
})
