import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'

import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { consume, limiter, resetLimitersForTests } from '@/lib/rateLimit/limiters'

/**
 * The limiters with REDIS_URL: counts live in Redis, so a limiter built afresh (another
 * replica) sees them; with Redis gone, each limiter counts in memory without waiting.
 * Debian's redis-server on a free loopback port, stopped by PID.
 */
let redis: ChildProcess | undefined
let url = ''

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

async function waitForRedis(): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const client = createClient({ url })
    try {
      await client.connect()
      await client.ping()
      await client.destroy()
      return
    } catch {
      client.destroy()
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  throw new Error(`redis-server did not start on ${url} (Debian package redis-server)`)
}

const originalUrl = process.env.REDIS_URL

beforeAll(async () => {
  const port = await freePort()
  url = `redis://127.0.0.1:${port}`
  redis = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  )
  await waitForRedis()
  process.env.REDIS_URL = url
  process.env.REDIS_KEY_PREFIX = 'rl-test'
  resetLimitersForTests({ reconnect: true })
})

afterAll(() => {
  resetLimitersForTests({ reconnect: true })
  if (originalUrl === undefined) delete process.env.REDIS_URL
  else process.env.REDIS_URL = originalUrl
  if (redis?.pid && redis.exitCode === null) process.kill(redis.pid)
})

const spec = { name: 'redis-test', points: 3, durationSeconds: 60 }

describe('rate limits in Redis', () => {
  it('are shared by every replica', async () => {
    // Let the connection come up (the limiter never waits for it).
    limiter(spec)
    await new Promise((resolve) => setTimeout(resolve, 300))
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await consume(limiter(spec), 'client-a')).allowed).toBe(true)
    }
    // A replica that starts now has no memory of these attempts, only Redis does.
    resetLimitersForTests()
    expect((await consume(limiter(spec), 'client-a')).allowed).toBe(true)
    expect(await consume(limiter(spec), 'client-a')).toMatchObject({ allowed: false })

    const client = createClient({ url })
    await client.connect()
    expect(await client.get('rl-test:rl:redis-test:client-a')).toBe('4')
    await client.destroy()
  })

  it('fall back to memory at once while Redis is down', async () => {
    if (redis?.pid) process.kill(redis.pid)
    await new Promise((resolve) => redis?.once('exit', resolve))
    const started = Date.now()
    const outcomes = []
    for (let attempt = 0; attempt < 4; attempt += 1) {
      outcomes.push((await consume(limiter(spec), 'client-b')).allowed)
    }
    expect(outcomes).toEqual([true, true, true, false])
    expect(Date.now() - started).toBeLessThan(2000)
  })
})
