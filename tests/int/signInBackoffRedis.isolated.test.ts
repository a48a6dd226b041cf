import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { admitSignIn, forgetFailures } from '@collections/Users/signInBackoff'
import { signInKey } from '@/lib/rateLimit/limiterKeys'
import { env } from '@/lib/env'
import { resetLimitersForTests } from '@/lib/rateLimit/limiters'

import { findFreePort } from '../../scripts/lib/findFreePort'
import { type RunningRedis, startRedisServer } from '../../tools/lib/redisServer'

/**
 * The sign-in back-off with REDIS_URL (collections/Users/signInBackoff.ts): its counts and waits
 * live in Redis, so a replica that never saw the failures (limiters built afresh) keeps the
 * client waiting, and a success on any replica ends it. Debian's redis-server, stopped by PID.
 */
let redis: RunningRedis | undefined
const saved = { url: process.env.REDIS_URL, prefix: process.env.REDIS_KEY_PREFIX }

beforeAll(async () => {
  redis = await startRedisServer({ port: await findFreePort() })
  process.env.REDIS_URL = redis.url
  process.env.REDIS_KEY_PREFIX = 'backoff-test'
  resetLimitersForTests({ reconnect: true })
})

afterAll(async () => {
  resetLimitersForTests({ reconnect: true })
  if (saved.url === undefined) delete process.env.REDIS_URL
  else process.env.REDIS_URL = saved.url
  if (saved.prefix === undefined) delete process.env.REDIS_KEY_PREFIX
  else process.env.REDIS_KEY_PREFIX = saved.prefix
  await redis?.stop()
})

describe('sign-in back-off in Redis', () => {
  it('holds on a replica that never saw the failures, and a success anywhere ends it', async () => {
    const key = signInKey('203.0.113.99', 'Editor@Example.cz')
    const free = env().LOGIN_RATE_LIMIT_PER_ACCOUNT
    // The free failures and the first one past them pass; the next waits a second.
    for (let attempt = 0; attempt <= free; attempt += 1) {
      expect(await admitSignIn(key)).toEqual({ admitted: true })
    }
    expect(await admitSignIn(key)).toEqual({ admitted: false, retryAfterSeconds: 1 })

    // Another replica: limiters (and their in-memory twins) built afresh, Redis the same.
    resetLimitersForTests()
    expect(await admitSignIn(key)).toMatchObject({ admitted: false })
    // Another client on the same account is not slowed.
    expect(await admitSignIn(signInKey('198.51.100.99', 'editor@example.cz'))).toEqual({
      admitted: true,
    })

    // A success on a third replica forgets the failures for all of them.
    resetLimitersForTests()
    await forgetFailures(key)
    resetLimitersForTests()
    for (let attempt = 0; attempt < free; attempt += 1) {
      expect(await admitSignIn(key)).toEqual({ admitted: true })
    }
  })
})
