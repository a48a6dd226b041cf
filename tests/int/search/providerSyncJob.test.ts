import { afterAll, describe, expect, it } from 'vitest'

import { notifyExpiredTagObservers } from '@/lib/cache/expiredTagObservers'
import { closeQueuePools } from '@/queue/queueDatabase'
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
})
