import { describe, expect, it } from 'vitest'

import { startOfNextPragueDay } from '@/lib/dates/prague'
import { isStillListed, isUpcomingType, splitEvents } from '@/provider/events/rules'

const at = (iso: string) => new Date(iso)

describe('startOfNextPragueDay', () => {
  it.each([
    // winter time, UTC+1
    ['2025-01-14T12:00:00Z', '2025-01-14T23:00:00.000Z'],
    // summer time, UTC+2
    ['2025-06-10T12:00:00Z', '2025-06-10T22:00:00.000Z'],
    // the spring-forward day still starts at 00:00 CET, the next one at 00:00 CEST
    ['2025-03-29T12:00:00Z', '2025-03-29T23:00:00.000Z'],
    ['2025-03-30T12:00:00Z', '2025-03-30T22:00:00.000Z'],
    // the fall-back day starts at 00:00 CEST, the next one at 00:00 CET
    ['2025-10-25T12:00:00Z', '2025-10-25T22:00:00.000Z'],
    ['2025-10-26T12:00:00Z', '2025-10-26T23:00:00.000Z'],
    // month and year end
    ['2025-12-31T12:00:00Z', '2025-12-31T23:00:00.000Z'],
  ])('the day after %s starts at %s', (instant, expected) => {
    expect(startOfNextPragueDay(at(instant)).toISOString()).toBe(expected)
  })

  it('uses the Prague calendar day, not the UTC one', () => {
    // 22:30 UTC on 10 June is 00:30 on 11 June in Prague
    expect(startOfNextPragueDay(at('2025-06-10T22:30:00Z')).toISOString()).toBe(
      '2025-06-11T22:00:00.000Z',
    )
  })

  it('handles the repeated hour of the fall-back night', () => {
    // 02:30 happens twice on 26 October; both belong to the same day
    expect(startOfNextPragueDay(at('2025-10-26T00:30:00Z')).toISOString()).toBe(
      '2025-10-26T23:00:00.000Z',
    )
    expect(startOfNextPragueDay(at('2025-10-26T01:30:00Z')).toISOString()).toBe(
      '2025-10-26T23:00:00.000Z',
    )
  })
})

describe('isStillListed', () => {
  const item = (until: string | null, since = '2025-01-01T08:00:00Z') => ({
    since: at(since),
    until: until ? at(until) : null,
  })

  it('summer: until 23:30 today is listed at 23:59 and gone at 00:00 tomorrow', () => {
    const endsLate = item('2025-06-10T21:30:00Z') // 23:30 CEST
    expect(isStillListed(endsLate, at('2025-06-10T21:59:00Z'))).toBe(true) // 23:59
    expect(isStillListed(endsLate, at('2025-06-10T21:59:59.999Z'))).toBe(true)
    expect(isStillListed(endsLate, at('2025-06-10T22:00:00Z'))).toBe(false) // 00:00
  })

  it('winter: the day ends an hour later in UTC', () => {
    const endsLate = item('2025-01-15T22:30:00Z') // 23:30 CET
    expect(isStillListed(endsLate, at('2025-01-15T22:59:00Z'))).toBe(true)
    expect(isStillListed(endsLate, at('2025-01-15T23:00:00Z'))).toBe(false)
  })

  it('spring-forward day: an item ending that evening goes at 00:00 CEST', () => {
    const endsLate = item('2025-03-30T21:30:00Z') // 23:30 CEST on the 23-hour day
    expect(isStillListed(endsLate, at('2025-03-30T21:59:00Z'))).toBe(true)
    expect(isStillListed(endsLate, at('2025-03-30T22:00:00Z'))).toBe(false)
    const dayBefore = item('2025-03-29T22:30:00Z') // 23:30 CET
    expect(isStillListed(dayBefore, at('2025-03-29T22:59:00Z'))).toBe(true)
    expect(isStillListed(dayBefore, at('2025-03-29T23:00:00Z'))).toBe(false)
  })

  it('fall-back day: an item ending that evening goes at 00:00 CET', () => {
    const endsLate = item('2025-10-26T22:30:00Z') // 23:30 CET on the 25-hour day
    expect(isStillListed(endsLate, at('2025-10-26T22:59:00Z'))).toBe(true)
    expect(isStillListed(endsLate, at('2025-10-26T23:00:00Z'))).toBe(false)
    const dayBefore = item('2025-10-25T21:30:00Z') // 23:30 CEST
    expect(isStillListed(dayBefore, at('2025-10-25T21:59:00Z'))).toBe(true)
    expect(isStillListed(dayBefore, at('2025-10-25T22:00:00Z'))).toBe(false)
  })

  it('a multi-day item stays until the day after its last day', () => {
    const conference = item('2025-06-12T15:00:00Z', '2025-06-11T07:00:00Z')
    expect(isStillListed(conference, at('2025-06-12T08:00:00Z'))).toBe(true)
    expect(isStillListed(conference, at('2025-06-12T21:59:00Z'))).toBe(true)
    expect(isStillListed(conference, at('2025-06-12T22:00:00Z'))).toBe(false)
  })

  it('without until, the start day counts', () => {
    const single = item(null, '2025-06-10T08:00:00Z')
    expect(isStillListed(single, at('2025-06-10T21:59:00Z'))).toBe(true)
    expect(isStillListed(single, at('2025-06-10T22:00:00Z'))).toBe(false)
  })
})

describe('splitEvents', () => {
  const event = (id: number, type: string, since: string, until: string | null = null) => ({
    id,
    type,
    since: at(since),
    until: until ? at(until) : null,
  })
  const now = at('2025-06-10T10:00:00Z')

  it('classifies types: the four upcoming ones, everything else past', () => {
    expect(
      ['upcoming_webinar', 'upcoming_live_conference', 'you_will_see_us', 'event'].every(
        isUpcomingType,
      ),
    ).toBe(true)
    expect(['past_webinar', 'past_live_conference', 'workshop', ''].some(isUpcomingType)).toBe(
      false,
    )
  })

  it('sorts upcoming oldest first and past newest first', () => {
    const { upcoming, past } = splitEvents(
      [
        event(1, 'event', '2025-07-01T08:00:00Z'),
        event(2, 'past_webinar', '2025-01-01T08:00:00Z'),
        event(3, 'upcoming_webinar', '2025-06-15T08:00:00Z'),
        event(4, 'workshop', '2025-05-01T08:00:00Z'),
        event(5, 'you_will_see_us', '2025-06-10T07:00:00Z', '2025-06-10T08:00:00Z'),
        event(6, 'past_live_conference', '2025-03-01T08:00:00Z'),
      ],
      now,
    )
    expect(upcoming.map((item) => item.id)).toEqual([5, 3, 1])
    expect(past.map((item) => item.id)).toEqual([4, 6, 2])
  })

  it('drops upcoming items whose day has passed instead of moving them to past', () => {
    const { upcoming, past } = splitEvents(
      [event(1, 'upcoming_webinar', '2025-06-08T08:00:00Z', '2025-06-08T09:00:00Z')],
      now,
    )
    expect(upcoming).toEqual([])
    expect(past).toEqual([])
  })

  it('does not mutate its input', () => {
    const items = [
      event(1, 'event', '2025-07-01T08:00:00Z'),
      event(2, 'event', '2025-06-20T08:00:00Z'),
    ]
    splitEvents(items, now)
    expect(items.map((item) => item.id)).toEqual([1, 2])
  })
})
