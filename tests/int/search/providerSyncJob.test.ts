import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, describe, expect, it } from 'vitest'

import { notifyExpiredTagObservers } from '@/cache/invalidation/expiredTagObservers'
import { closeQueuePools, queueSchema, workerPool } from '@/queue/queueDatabase'
import { SEARCH_SYNC_QUEUE } from '@/search/searchQueues'
import { searchTables } from '@/search/searchTables'
import type { BackgroundWork } from '@/worker/backgroundWork'

import { testPayload } from '../../support/payload'
import { sandboxForFile } from '../provider/sandboxHarness'
import { searchSql } from './searchFixture'

/**
 * The worker's search-sync job: it fills the provider part of the index when the worker starts,
 * and again as soon as a provider cache tag is expired in this process.
 */
describe('provider sync job', () => {
  const sandbox = sandboxForFile()
  let worker: BackgroundWork | undefined

  afterAll(async () => {
    await worker?.stop()
    await closeQueuePools()
  })

  const providerRows = async () => {
    const db = searchSql(await testPayload())
    const rows = await db.query<{ count: string }>(
      `SELECT count(*) AS count FROM ${searchTables().documents} WHERE source = 'provider'
       AND split_part(source_key, ':', 1) IN ('blog', 'case-study', 'webinar', 'product')`,
    )
    return Number(rows[0]?.count ?? 0)
  }

  it('runs at the worker’s start and again when provider data is expired', async () => {
    const db = searchSql(await testPayload())
    await db.query(`DELETE FROM ${searchTables().documents} WHERE source = 'provider'`)
    const { startBackgroundWork } = await import('@/worker/backgroundWork')
    worker = await startBackgroundWork({ providerUrl: sandbox.url(), scheduled: true })
    await expect.poll(providerRows, { timeout: 30_000, interval: 500 }).toBeGreaterThan(20)

    await db.query(`DELETE FROM ${searchTables().documents} WHERE source = 'provider'`)
    expect(await providerRows()).toBe(0)
    // what the tag listener does when a committed save expires `provider:blog`
    notifyExpiredTagObservers(['provider:blog'])
    await expect.poll(providerRows, { timeout: 30_000, interval: 500 }).toBeGreaterThan(20)
  })

  it('a worker stopped mid-sync releases it, also when another sync is already waiting', async () => {
    await worker?.stop()
    worker = undefined
    // A provider that never answers: the sync is in its first read when the worker stops.
    let reads = 0
    const silent = createServer(() => {
      reads += 1
    })
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const jobStates = async () =>
      (
        await workerPool().query<{ state: string }>(
          `SELECT state FROM ${queueSchema()}.job WHERE name = $1 AND state <= 'active'
           ORDER BY state`,
          [SEARCH_SYNC_QUEUE],
        )
      ).rows.map((row) => row.state)
    try {
      const { startBackgroundWork } = await import('@/worker/backgroundWork')
      const stopping = await startBackgroundWork({
        providerUrl: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`,
        scheduled: true,
        stopMs: 100,
      })
      await expect.poll(() => reads, { timeout: 15_000 }).toBeGreaterThan(0)
      // The stately queue's one waiting job, beside the one in hand.
      notifyExpiredTagObservers(['provider:blog'])
      await expect.poll(jobStates, { timeout: 10_000 }).toEqual(['created', 'active'])
      await stopping.stop()
      // Nothing left active until its 10-minute expiry: the waiting job is the next sync.
      expect(await jobStates()).toEqual(['created'])
    } finally {
      silent.closeAllConnections()
      await new Promise((resolve) => silent.close(resolve))
    }
  })
})
