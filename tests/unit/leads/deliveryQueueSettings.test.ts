import type { PgBoss } from 'pg-boss'
import { describe, expect, it, vi } from 'vitest'

import { applyDeliveryQueueSettings, LEAD_DELIVERY_QUEUE } from '@/leads/leadQueue'

/** A pg-boss whose delivery queue has `policy` (or none), recording what is written to it. */
function bossWithQueue(policy: string | null) {
  const updateQueue = vi.fn(async () => {})
  const boss = {
    getQueue: vi.fn(async () => (policy ? { name: LEAD_DELIVERY_QUEUE, policy } : null)),
    updateQueue,
  } as unknown as PgBoss
  return { boss, updateQueue }
}

describe('the delivery queue settings a worker writes at start', () => {
  it('are no retries and the worker’s lease, on the exclusive queue', async () => {
    const { boss, updateQueue } = bossWithQueue('exclusive')
    await applyDeliveryQueueSettings(boss, 34)
    expect(updateQueue).toHaveBeenCalledWith(LEAD_DELIVERY_QUEUE, {
      retryLimit: 0,
      expireInSeconds: 34,
    })
  })

  it('are refused on a queue the migration has not recreated yet, or a missing one', async () => {
    for (const policy of ['standard', null]) {
      const { boss, updateQueue } = bossWithQueue(policy)
      await expect(applyDeliveryQueueSettings(boss, 30)).rejects.toThrow(/run the migrations/)
      expect(updateQueue).not.toHaveBeenCalled()
    }
  })
})
