import { describe, expect, it } from 'vitest'

import { leadErasure } from '@/leads/leadErasure'
import { dayCount } from '@/lib/dates/dayCount'

const retention = { deliveredDays: 30, failedDays: 90 }

describe('when a lead’s personal data is erased', () => {
  it('is the delivery plus the delivered retention', () => {
    expect(
      leadErasure({ status: 'delivered', deliveredAt: '2026-11-27T10:00:00.000Z' }, retention),
    ).toEqual({
      state: 'scheduled',
      at: new Date('2026-12-27T10:00:00.000Z'),
      days: 30,
      after: 'delivery',
    })
  })

  it('is the failure plus the failed retention', () => {
    const erasure = leadErasure(
      { status: 'failed', failedAt: '2026-11-27T10:00:00.000Z' },
      retention,
    )
    expect(erasure).toMatchObject({ state: 'scheduled', days: 90, after: 'failure' })
  })

  it('has no date while the lead is on its way, and says when it happened once erased', () => {
    expect(leadErasure({ status: 'pending' }, retention)).toEqual({
      state: 'waiting',
      ...retention,
    })
    expect(
      leadErasure({ status: 'delivered', erasedAt: '2026-12-27T11:00:00.000Z' }, retention),
    ).toEqual({ state: 'erased', at: new Date('2026-12-27T11:00:00.000Z') })
  })
})

describe('dayCount', () => {
  it('declines the Czech word for day', () => {
    expect([1, 2, 4, 5, 30, 90].map(dayCount)).toEqual([
      '1 den',
      '2 dny',
      '4 dny',
      '5 dní',
      '30 dní',
      '90 dní',
    ])
    expect(dayCount(0.5)).toBe('0,5 dne')
  })
})
