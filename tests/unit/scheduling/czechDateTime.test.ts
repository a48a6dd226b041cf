import { describe, expect, it } from 'vitest'

import { defaultScheduleType } from '@/scheduling/defaultScheduleType'
import { formatAdminDateTime } from '@/lib/dates/formatAdminDateTime'
import {
  czechDateTimeHint,
  czechDateTimeInvalid,
  exampleScheduleTime,
  parseCzechDateTime,
} from '@/scheduling/czechDateTime'
import { isSchedulableTime, pastScheduleTimeMessage } from '@/scheduling/scheduleTime'

describe('a date and time typed the Czech way', () => {
  it('is read on Prague’s wall clock, to the minute', () => {
    expect(parseCzechDateTime('27. 11. 2026 14:19')?.toISOString()).toBe('2026-11-27T13:19:00.000Z')
    expect(parseCzechDateTime('27.11.2026 9:05')?.toISOString()).toBe('2026-11-27T08:05:00.000Z')
    // summer time
    expect(parseCzechDateTime('1. 7. 2027, 8:00')?.toISOString()).toBe('2027-07-01T06:00:00.000Z')
  })

  it('takes the shapes people type: spaces or none, a comma, a dot in the time', () => {
    for (const text of [
      '27.11.2026 14:19',
      '27. 11.2026 14:19',
      '27.11. 2026 14:19',
      '  27.  11.  2026   14:19 ',
      '27. 11. 2026, 14:19',
      '27. 11. 2026 , 14:19',
      '27. 11. 2026 14.19',
      '27. 11. 2026\t14:19',
    ]) {
      expect(parseCzechDateTime(text)?.toISOString(), text).toBe('2026-11-27T13:19:00.000Z')
    }
    expect(parseCzechDateTime('29. 2. 2028 8:00')?.toISOString()).toBe('2028-02-29T07:00:00.000Z')
  })

  it('means 00:00 Prague time when it is a date alone', () => {
    expect(parseCzechDateTime('27. 11. 2026')?.toISOString()).toBe('2026-11-26T23:00:00.000Z')
    expect(parseCzechDateTime('1.7.2027')?.toISOString()).toBe('2027-06-30T22:00:00.000Z')
    expect(formatAdminDateTime(parseCzechDateTime('1. 7. 2027'))).toBe('1. 7. 2027 00:00')
  })

  it('is refused when it is no date', () => {
    for (const text of [
      '',
      '27/11/2026 14:19',
      '31. 2. 2027 8:00',
      '29. 2. 2027 8:00',
      '1. 1. 2027 24:00',
      '1. 13. 2027 8:00',
      '0. 1. 2027 8:00',
      '1. 1. 2027 8:60',
      'zítra',
      // a two-digit year would be the year 27 and publish at once; one minute digit is a typo
      '27. 11. 27 14:19',
      '27. 11. 2026 9:5',
      '27. 11. 2026,14:19',
      '27. 11. 2026 14:19:00',
      '27. 11. 2026 14',
      '2026-11-27 14:19',
    ]) {
      expect(parseCzechDateTime(text), text).toBeNull()
    }
  })

  it('is shown back in the admin’s one format', () => {
    expect(formatAdminDateTime(new Date('2026-11-27T13:19:00.000Z'))).toBe('27. 11. 2026 14:19')
    expect(formatAdminDateTime('2027-07-01T06:05:00.000Z')).toBe('1. 7. 2027 08:05')
    expect(formatAdminDateTime('nesmysl')).toBeNull()
  })
})

describe('the example the schedule drawer gives', () => {
  it('is tomorrow 9:00 in Prague, whatever the hour, also at the clock changes', () => {
    for (const [now, example] of [
      ['2026-11-27T12:00:00Z', '28. 11. 2026 09:00'],
      // 00:30 in Prague is already the next day there
      ['2026-11-27T23:30:00Z', '29. 11. 2026 09:00'],
      // the night summer time starts (29 March 2026) and the night it ends (25 October 2026)
      ['2026-03-28T12:00:00Z', '29. 3. 2026 09:00'],
      ['2026-10-24T21:30:00Z', '25. 10. 2026 09:00'],
      ['2027-12-31T20:00:00Z', '1. 1. 2028 09:00'],
    ] as const) {
      expect(exampleScheduleTime(new Date(now)), now).toBe(example)
    }
  })

  it('is a time the drawer accepts, in the hint and the message, on any day', () => {
    // every hour of a year from now: never in the past, never a text the field refuses
    const start = Date.now()
    for (let hour = 0; hour < 366 * 24; hour += 29) {
      const now = new Date(start + hour * 3_600_000)
      const example = exampleScheduleTime(now)
      const date = parseCzechDateTime(example)
      expect(date, example).not.toBeNull()
      expect(isSchedulableTime(date!, now), example).toBe(true)
      expect(czechDateTimeHint(now)).toContain(example)
      expect(czechDateTimeInvalid(now)).toContain(example)
    }
  })
})

describe('a time to schedule', () => {
  it('must be still to come in the drawer; the server allows a minute of clock skew', () => {
    const now = new Date('2026-12-01T09:00:00Z')
    const at = (seconds: number) => new Date(now.getTime() + seconds * 1000)
    expect(isSchedulableTime(at(60), now)).toBe(true)
    expect(isSchedulableTime(at(0), now)).toBe(false)
    expect(isSchedulableTime(at(-3600), now)).toBe(false)
    expect(isSchedulableTime(at(-30), now, 60_000)).toBe(true)
    expect(isSchedulableTime(at(-61), now, 60_000)).toBe(false)
  })

  it('past is refused in Czech, pointing a publication to the publish button', () => {
    expect(pastScheduleTimeMessage('publish')).toBe(
      'Tento čas už uplynul. Zadejte čas v budoucnu, nebo změny zveřejněte hned tlačítkem Zveřejnit změny.',
    )
    expect(pastScheduleTimeMessage('unpublish')).toBe(
      'Tento čas už uplynul. Zadejte čas v budoucnu.',
    )
  })
})

describe('the schedule drawer’s default action', () => {
  it('publishes a draft or never-published document, unpublishes only a published one', () => {
    expect(defaultScheduleType({ hasPublishedDoc: false, unpublishedVersionCount: 0 })).toBe(
      'publish',
    )
    expect(defaultScheduleType({ hasPublishedDoc: true, unpublishedVersionCount: 2 })).toBe(
      'publish',
    )
    expect(defaultScheduleType({ hasPublishedDoc: true, unpublishedVersionCount: 0 })).toBe(
      'unpublish',
    )
  })
})
