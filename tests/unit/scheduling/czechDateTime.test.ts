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

  it('is refused when it is no date', () => {
    for (const text of ['', '27/11/2026 14:19', '31. 2. 2027 8:00', '1. 1. 2027 24:00', 'zítra']) {
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
