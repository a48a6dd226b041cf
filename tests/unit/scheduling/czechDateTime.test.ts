import { describe, expect, it } from 'vitest'

import { defaultScheduleType } from '@/scheduling/defaultScheduleType'
import { formatAdminDateTime } from '@/lib/dates/formatAdminDateTime'
import { parseCzechDateTime } from '@/scheduling/czechDateTime'

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
