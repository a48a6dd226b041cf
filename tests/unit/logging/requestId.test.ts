import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { acceptedRequestId, requestIdFor } from '@/lib/logging/requestId'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('request id', () => {
  it('keeps a well-formed id from the edge', () => {
    for (const id of ['32770', 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d', 'req_01:edge.7', 'x']) {
      expect(requestIdFor(id)).toBe(id)
    }
  })

  it('replaces a missing, repeated, oversized or odd id with a fresh UUID', () => {
    const rejected = [
      undefined,
      '',
      ['a', 'b'],
      'a'.repeat(129),
      'id with space',
      'id\nfake log line',
      '{"level":"error"}',
      'zofie@example.cz',
      'ž',
    ]
    for (const value of rejected) {
      expect(acceptedRequestId(value)).toBeUndefined()
      expect(requestIdFor(value)).toMatch(UUID)
    }
    expect(requestIdFor(undefined)).not.toBe(requestIdFor(undefined))
  })

  it('whatever arrives, the id used is 1–128 characters of [A-Za-z0-9._:-]', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 200 }), fc.constant(undefined)), (value) => {
        const id = requestIdFor(value)
        expect(id).toMatch(/^[A-Za-z0-9._:-]{1,128}$/)
        if (id !== value) expect(id).toMatch(UUID)
      }),
      { numRuns: 1000 },
    )
  })
})
