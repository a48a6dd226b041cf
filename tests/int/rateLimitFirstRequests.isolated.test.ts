import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { findFreePort } from '../../scripts/lib/findFreePort'
import { type RunningRedis, startRedisServer } from '../../tools/lib/redisServer'
import { consume, limiter, resetLimitersForTests } from '@/lib/rateLimit/limiters'

/**
 * The first requests a replica takes arrive while its Redis connection is still being made.
 * They used to be counted in that replica's memory only, so the first flood of a fresh
 * deployment got one enquiry per replica past the limit (6 of 5 in `npm run abuse`).
 */
let redis: RunningRedis | undefined
const originalUrl = process.env.REDIS_URL
const originalPrefix = process.env.REDIS_KEY_PREFIX

beforeAll(async () => {
  redis = await startRedisServer({ port: await findFreePort() })
  process.env.REDIS_URL = redis.url
  process.env.REDIS_KEY_PREFIX = 'rl-first'
})

afterAll(async () => {
  resetLimitersForTests({ reconnect: true })
  if (originalUrl === undefined) delete process.env.REDIS_URL
  else process.env.REDIS_URL = originalUrl
  if (originalPrefix === undefined) delete process.env.REDIS_KEY_PREFIX
  else process.env.REDIS_KEY_PREFIX = originalPrefix
  await redis?.stop()
})

const spec = { name: 'first-flood', points: 5, durationSeconds: 600 }

/** A replica that has just started: no limiter, no Redis connection yet. */
function freshReplica() {
  resetLimitersForTests({ reconnect: true })
}

describe('rate limits from the first request of a fresh replica', () => {
  it('a flood of 10 at once, before the connection is up, lets exactly 5 through', async () => {
    freshReplica()
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () => consume(limiter(spec), 'flooder')),
    )
    expect(outcomes.filter((outcome) => outcome.allowed)).toHaveLength(5)

    const client = createClient({ url: redis!.url })
    await client.connect()
    expect(await client.get('rl-first:rl:first-flood:flooder')).toBe('10')
    await client.destroy()
  })

  it('another fresh replica refuses the same client from its very first request', async () => {
    freshReplica()
    expect(await consume(limiter(spec), 'flooder')).toMatchObject({ allowed: false })
    // and still counts a new client from zero
    expect(await consume(limiter(spec), 'someone-else')).toMatchObject({ allowed: true })
  })

  it('a replica that starts while Redis is down waits at most the connect timeout, then counts in memory', async () => {
    await redis!.stop()
    freshReplica()
    const started = Date.now()
    const outcomes = []
    for (let attempt = 0; attempt < 6; attempt += 1) {
      outcomes.push((await consume(limiter(spec), 'offline')).allowed)
    }
    expect(outcomes).toEqual([true, true, true, true, true, false])
    expect(Date.now() - started).toBeLessThan(3000)
  })
})
