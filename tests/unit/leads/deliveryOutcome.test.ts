import { describe, expect, it } from 'vitest'

import { retryDelaySeconds } from '@/leads/deliveryBackoff'
import { describeFailedAttempt, withoutPersonalData } from '@/leads/deliveryOutcome'
import { ProviderError, SessionExpiredError } from '@/provider/errors'

const http = (status: number, serverMessage: string | null = null) =>
  new ProviderError({ kind: 'http', path: '/send-form', status, serverMessage })

describe('describeFailedAttempt', () => {
  it('gives up on answers that a retry cannot change', () => {
    for (const status of [400, 409, 410, 413, 415, 422]) {
      expect(describeFailedAttempt(http(status)).retry).toBe(false)
    }
  })

  it('retries everything that may pass later', () => {
    for (const status of [404, 408, 425, 429, 500, 502, 503, 504]) {
      expect(describeFailedAttempt(http(status)).retry).toBe(true)
    }
    expect(
      describeFailedAttempt(new SessionExpiredError({ path: '/send-form', status: 401 })).retry,
    ).toBe(true)
    expect(
      describeFailedAttempt(new ProviderError({ kind: 'timeout', path: '/send-form' })),
    ).toEqual({
      retry: true,
      status: null,
      message: 'Poskytovatel neodpověděl včas',
    })
    expect(
      describeFailedAttempt(new ProviderError({ kind: 'network', path: '/send-form' })).message,
    ).toBe('Poskytovatel je nedostupný')
    expect(describeFailedAttempt(new Error('boom'))).toEqual({
      retry: true,
      status: null,
      message: 'Neznámá chyba při odesílání',
    })
  })

  it("keeps the provider's answer without the visitor's data", () => {
    const failed = describeFailedAttempt(
      http(422, 'Adresa jan.novak@example.cz nebo telefon +420 603 123 456 nejsou platné.'),
    )
    expect(failed.message).toBe(
      'Poskytovatel odpověděl HTTP 422: Adresa … nebo telefon … nejsou platné.',
    )
    expect(withoutPersonalData('x'.repeat(1000))).toHaveLength(300)
  })
})

describe('retryDelaySeconds', () => {
  const schedule = { firstSeconds: 5, maxSeconds: 60 }

  it('doubles from the first delay up to the ceiling', () => {
    expect([1, 2, 3, 4, 5, 6, 50].map((n) => retryDelaySeconds(n, schedule, () => 1))).toEqual([
      5, 10, 20, 40, 60, 60, 60,
    ])
  })

  it('draws between half and all of it, so the first retry comes within 2.5–5 s', () => {
    expect(retryDelaySeconds(1, schedule, () => 0)).toBe(2.5)
    expect(retryDelaySeconds(1, schedule, () => 0.5)).toBe(3.75)
    expect(retryDelaySeconds(10, schedule, () => 0)).toBe(30)
  })
})
