import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import {
  canonicalId,
  INVALID_SCHEDULE_ID,
  INVALID_SCHEDULE_TIMEZONE,
  parseScheduleInput,
} from '@/scheduling/scheduleTargetAccess'

/** As much of a Payload instance as the parser reads: the task's targets, the admin's zones. */
const payload = {
  config: {
    admin: { timezones: { supportedTimezones: [{ label: 'Praha', value: 'Europe/Prague' }] } },
    jobs: {
      tasks: [
        {
          slug: 'schedulePublish',
          inputSchema: [
            { name: 'doc', type: 'relationship', relationTo: ['pages'] },
            { name: 'global', type: 'select', options: ['homepage', 'info-banner'] },
          ],
        },
      ],
    },
  },
} as unknown as Payload

const page = (value: unknown, extra: Record<string, unknown> = {}) =>
  parseScheduleInput(payload, { type: 'publish', doc: { relationTo: 'pages', value }, ...extra })

describe('schedule input', () => {
  it.each([
    '0x78',
    '1e2',
    ' 12',
    '12 ',
    '012',
    '12.0',
    '-3',
    '0',
    '+5',
    '١٢',
    '99999999999999999',
    12.5,
    -1,
    0,
    NaN,
  ])('refuses the document id %j', (value) => {
    expect(page(value)).toEqual({ refusal: INVALID_SCHEDULE_ID })
  })

  it.each([
    ['120', '120'],
    [120, '120'],
  ])('keeps the id %j as its canonical string', (value, stored) => {
    expect(page(value)).toEqual({
      input: { type: 'publish', doc: { relationTo: 'pages', value: stored } },
    })
  })

  it.each(['Mars/Olympus', 'UTC', 'europe/prague', 'Europe/Prague\n', 5, {}])(
    'refuses the time zone %j',
    (timezone) => {
      expect(page('7', { timezone })).toEqual({ refusal: INVALID_SCHEDULE_TIMEZONE })
      expect(parseScheduleInput(payload, { global: 'homepage', timezone })).toEqual({
        refusal: INVALID_SCHEDULE_TIMEZONE,
      })
    },
  )

  it("keeps a time zone of the admin's list", () => {
    expect(page('7', { timezone: 'Europe/Prague' })).toEqual({
      input: {
        type: 'publish',
        doc: { relationTo: 'pages', value: '7' },
        timezone: 'Europe/Prague',
      },
    })
    expect(parseScheduleInput(payload, { global: 'homepage' })).toEqual({
      input: { type: 'publish', global: 'homepage' },
    })
  })

  it('canonicalId takes only positive safe integers', () => {
    expect(canonicalId(9007199254740991)).toBe(9007199254740991)
    expect(canonicalId('9007199254740993')).toBeUndefined()
    expect(canonicalId(true)).toBeUndefined()
  })
})
