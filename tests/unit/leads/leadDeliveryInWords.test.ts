import { describe, expect, it } from 'vitest'

import { leadDeliveryInWords } from '@/components/admin/leads/leadDeliveryInWords'
import { describeFailedAttempt } from '@/leads/deliveryOutcome'
import { ProviderError } from '@/provider/errors'

/** The last error as src/leads/deliverLead.ts records it for a provider failure. */
const providerFailure = (init: ConstructorParameters<typeof ProviderError>[0]) =>
  describeFailedAttempt(new ProviderError(init)).message

describe('a lead’s delivery in words (the admin’s list and detail)', () => {
  it('says when a delivered lead was delivered, on Prague’s clock', () => {
    // 09:15 UTC in December is 10:15 in Prague.
    expect(
      leadDeliveryInWords({
        status: 'delivered',
        attempts: 1,
        deliveredAt: '2026-12-07T09:15:00.000Z',
      }),
    ).toBe('Doručeno 7. 12. 2026 10:15')
    expect(leadDeliveryInWords({ status: 'delivered' })).toBe('Doručeno')
  })

  it('tells a lead not yet tried from one waiting for its next attempt', () => {
    expect(leadDeliveryInWords({ status: 'pending', attempts: 0 })).toBe('Čeká na odeslání')
    expect(
      leadDeliveryInWords({
        status: 'pending',
        attempts: 2,
        nextAttemptAt: '2026-07-01T08:05:00.000Z',
      }),
    ).toBe('Čeká na další pokus (1. 7. 2026 10:05)')
    expect(leadDeliveryInWords({ status: 'pending', attempts: 3, nextAttemptAt: null })).toBe(
      'Čeká na další pokus',
    )
  })

  it('says why a lead was not delivered without the provider’s codes', () => {
    const refused = providerFailure({
      kind: 'http',
      path: '/send-form',
      status: 422,
      serverMessage: 'phone is invalid',
    })
    expect(refused).toMatch(/HTTP 422/)
    expect(leadDeliveryInWords({ status: 'failed', attempts: 1, lastError: refused })).toBe(
      'Nedoručeno – poskytovatel ji odmítl',
    )

    const timeout = providerFailure({ kind: 'timeout', path: '/send-form' })
    const gaveUp = `Doručování vzdáno po 24 h. ${timeout}`
    expect(leadDeliveryInWords({ status: 'failed', attempts: 9, lastError: gaveUp })).toBe(
      'Nedoručeno – poskytovatel ji ani po 24 h opakovaných pokusů nepřijal',
    )
    // Given up after a retried 4xx (429): still the giving up that counts.
    const busy = providerFailure({ kind: 'http', path: '/send-form', status: 429 })
    expect(
      leadDeliveryInWords({ status: 'failed', lastError: `Doručování vzdáno po 6 h. ${busy}` }),
    ).toBe('Nedoručeno – poskytovatel ji ani po 6 h opakovaných pokusů nepřijal')

    expect(leadDeliveryInWords({ status: 'failed', lastError: timeout })).toBe(
      'Nedoručeno – poskytovatel ji nepřijal',
    )
    expect(leadDeliveryInWords({ status: 'failed', lastError: null })).toBe('Nedoručeno')
  })

  it('never shows a stored code as it is', () => {
    for (const status of ['pending', 'delivered', 'failed'] as const) {
      expect(leadDeliveryInWords({ status })).not.toMatch(/^(pending|delivered|failed)$/)
    }
    expect(leadDeliveryInWords({})).toBe('—')
  })
})
