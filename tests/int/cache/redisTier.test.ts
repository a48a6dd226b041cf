import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createRedisTier } from '@/cache/redisTier.mjs'

import { findFreePort } from '../../../scripts/lib/findFreePort'
import { startRedisServer, type RunningRedis } from '../../../tools/lib/redisServer'
import { eventually } from '../../support/leads'

let redis: RunningRedis

const page = (tags: string[]) =>
  ({
    lastModified: Date.now(),
    lifespan: null,
    tags,
    value: { kind: 'APP_PAGE', html: '<p>x</p>', status: 200, headers: {} },
  }) as never

const quiet = { warn: () => {}, info: () => {} }

async function keys(pattern: string): Promise<string[]> {
  const client = createClient({ url: redis.url })
  await client.connect()
  try {
    return await client.keys(pattern)
  } finally {
    await client.close()
  }
}

/** A tier of `buildId` once it is connected (writes are skipped before). */
async function connectedTier(keyPrefix: string, buildId: string) {
  const tier = createRedisTier({ url: redis.url, keyPrefix, buildId, ...quiet })
  await eventually(async () => {
    await tier.set('/ready', page([]), {})
    return (await keys(`${keyPrefix}:${buildId}:/ready`)).length > 0 ? true : undefined
  })
  return tier
}

beforeAll(async () => {
  redis = await startRedisServer({ port: await findFreePort() })
})

afterAll(async () => {
  await redis?.stop()
})

describe('Redis tier (the shared cache)', () => {
  it('expires the entries of a tag and no other', async () => {
    const tier = await connectedTier('t1', 'b')
    await tier.set('/gdpr', page(['page:gdpr']), {})
    await tier.set('/o-602', page(['page:o-602']), {})
    await tier.expireTag('page:gdpr')
    expect(await tier.get('/gdpr', { implicitTags: [] })).toBeNull()
    expect(await tier.get('/o-602', { implicitTags: [] })).not.toBeNull()
  })

  it('clears every key of its build (a new leader) and none of another build', async () => {
    const next = await connectedTier('t2', 'next')
    const previous = await connectedTier('t2', 'previous')
    await next.set('/gdpr', page(['page:gdpr']), {})
    await previous.set('/gdpr', page(['page:gdpr']), {})
    await next.clear()
    expect(await keys('t2:next:*')).toEqual([])
    expect(await previous.get('/gdpr', { implicitTags: [] })).not.toBeNull()
  })
})
