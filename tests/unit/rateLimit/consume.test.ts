import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { consume, FAILED_LIMITER_RETRY_SECONDS, type Limiter } from '@/lib/rateLimit/limiters'

/**
 * A limiter may have been made by another bundle, whose copy of rate-limiter-flexible's
 * RateLimiterRes is another class: its refusal must still refuse. A limiter that fails refuses.
 */
const spec = { name: 'test', points: 1, durationSeconds: 60 }

function limiterRejecting(rejection: unknown): Limiter {
  const store = { consume: () => Promise.reject(rejection) } as unknown as RateLimiterAbstract
  return { spec, store, memory: store as unknown as RateLimiterMemory, connecting: null }
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('consume', () => {
  it("refuses with another bundle's RateLimiterRes (same shape, another class)", async () => {
    class ForeignRateLimiterRes {
      msBeforeNext = 12_300
      remainingPoints = 0
      consumedPoints = 2
      isFirstInDuration = false
    }
    const outcome = await consume(limiterRejecting(new ForeignRateLimiterRes()), 'client')
    expect(outcome).toEqual({ allowed: false, consumed: 2, retryAfterSeconds: 13 })
  })

  it('refuses, and says so in the log, when the limiter fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const outcome = await consume(limiterRejecting(new Error('broken store')), 'client')
    expect(outcome).toEqual({
      allowed: false,
      consumed: 0,
      retryAfterSeconds: FAILED_LIMITER_RETRY_SECONDS,
    })
    expect(String(logged.mock.calls[0]?.[0])).toContain('test: limiter failed, request refused')
  })

  it('counts a real memory limiter: allowed up to its points, then refused', async () => {
    const memory = new RateLimiterMemory({ points: 2, duration: 60 })
    const limit: Limiter = { spec: { ...spec, points: 2 }, store: memory, memory, connecting: null }
    const answers = []
    for (let i = 0; i < 3; i += 1) answers.push((await consume(limit, 'client')).allowed)
    expect(answers).toEqual([true, true, false])
  })
})
