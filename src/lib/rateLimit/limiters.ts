import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible'
import { createClient } from 'redis'

import { parseCacheSettings, redactedUrl } from '@/cache/cacheSettings.mjs'

/**
 * Per-client counters (rate-limiter-flexible). Without REDIS_URL they live in this process's
 * memory; with REDIS_URL in Redis (RateLimiterRedis, node-redis v5 through `useRedisPackage`), so
 * every replica counts against the same limit. While Redis is down or slow, each limiter falls
 * back to its in-memory twin (`insuranceLimiter`): limits then hold per replica instead of for
 * the whole site, and nothing waits on the network.
 */
export type LimiterSpec = {
  /** Distinguishes the limiters inside one store (`enquiry`, `login-client`, …). */
  name: string
  points: number
  durationSeconds: number
}

export type Limiter = {
  spec: LimiterSpec
  store: RateLimiterAbstract
  memory: RateLimiterMemory
  /** Until the first connection attempt has settled (Redis only): see FIRST_CONNECTION_WAIT_MS. */
  connecting: Promise<unknown> | null
}

export type ConsumeOutcome =
  | { allowed: true; consumed: number; firstInWindow: boolean }
  | { allowed: false; consumed: number; retryAfterSeconds: number }

/** A Redis answer slower than this counts as an outage for that one call. */
const REDIS_TIMEOUT_MS = 500
/**
 * How long a limiter waits for the first connection of this process. Without the wait, the
 * requests that arrive while it is being made were counted in this replica's memory only, so a
 * fresh replica let the first of a flood through on top of the limit kept in Redis.
 */
const FIRST_CONNECTION_WAIT_MS = 1500

type RedisClient = ReturnType<typeof createClient>
type RedisConnection = {
  client: RedisClient
  prefix: string
  /** Settles when the first connection attempt succeeds (true) or fails (false). */
  firstAttempt: Promise<boolean>
}
const redisKey = Symbol.for('site602.rateLimitRedis')
const limitersKey = Symbol.for('site602.rateLimiters')
const shared = globalThis as typeof globalThis & {
  [redisKey]?: RedisConnection | null
  [limitersKey]?: Map<string, Limiter>
}

function redisConnection(): RedisConnection | null {
  if (shared[redisKey] !== undefined) return shared[redisKey]
  const settings = parseCacheSettings(process.env)
  if (!settings.REDIS_URL || process.env.NEXT_PHASE === 'phase-production-build') {
    shared[redisKey] = null
    return null
  }
  const url = settings.REDIS_URL
  const client = createClient({
    url,
    // A command while disconnected fails at once (and the memory limiter answers) instead of
    // waiting in a queue until Redis comes back.
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 1000,
      reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 5000),
    },
  })
  let down = false
  let settleFirstAttempt: (ready: boolean) => void = () => {}
  const firstAttempt = new Promise<boolean>((resolve) => {
    settleFirstAttempt = resolve
  })
  client.on('error', (error: unknown) => {
    settleFirstAttempt(false)
    if (down) return
    down = true
    const reason = error instanceof Error ? error.message : String(error)
    console.warn(
      `[rate-limit] Redis ${redactedUrl(url)} unavailable, limits count per replica: ${reason}`,
    )
  })
  client.on('ready', () => {
    settleFirstAttempt(true)
    if (!down) return
    down = false
    console.info(`[rate-limit] Redis ${redactedUrl(url)} available again`)
  })
  client.connect().catch(() => {
    // Reported by the error listener; the reconnect strategy keeps trying.
  })
  shared[redisKey] = { client, prefix: `${settings.REDIS_KEY_PREFIX}:rl`, firstAttempt }
  return shared[redisKey]
}

/** One limiter per name and settings, shared by every module instance in this process. */
export function limiter(spec: LimiterSpec): Limiter {
  const id = `${spec.name}:${spec.points}:${spec.durationSeconds}`
  const limiters = (shared[limitersKey] ??= new Map())
  const existing = limiters.get(id)
  if (existing) return existing
  const options = {
    keyPrefix: spec.name,
    points: spec.points,
    duration: spec.durationSeconds,
  }
  const memory = new RateLimiterMemory(options)
  const redis = redisConnection()
  const store = redis
    ? new RateLimiterRedis({
        ...options,
        keyPrefix: `${redis.prefix}:${spec.name}`,
        storeClient: redis.client,
        useRedisPackage: true,
        rejectIfRedisNotReady: true,
        insuranceLimiter: memory,
      })
    : memory
  const created = { spec, store, memory, connecting: redis?.firstAttempt ?? null }
  limiters.set(id, created)
  return created
}

/** Runs one limiter call on the store, or on the memory twin when the store is slow or down. */
async function withFallback<T>(
  { store, memory, connecting }: Limiter,
  call: (target: RateLimiterAbstract) => Promise<T>,
): Promise<T> {
  if (store === memory) return call(memory)
  if (connecting) await settledWithin(connecting, FIRST_CONNECTION_WAIT_MS)
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), REDIS_TIMEOUT_MS)
  })
  try {
    const result = await Promise.race([call(store), timeout])
    return result === 'timeout' ? call(memory) : result
  } finally {
    clearTimeout(timer)
  }
}

/** Waits for `promise` at most `ms` (a timer that does not keep the process alive). */
async function settledWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms)
    timer.unref()
  })
  try {
    await Promise.race([promise, timeout])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Takes `points` from the client's budget under `key`. A refusal carries the seconds until the
 * window ends. Should even the memory limiter fail (a bug), the request is let through and the
 * error logged: a broken limiter must not lock every visitor out.
 */
export async function consume(target: Limiter, key: string, points = 1): Promise<ConsumeOutcome> {
  try {
    const result = await withFallback(target, (store) => store.consume(key, points))
    return {
      allowed: true,
      consumed: result.consumedPoints,
      firstInWindow: result.consumedPoints === points,
    }
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      return {
        allowed: false,
        consumed: rejection.consumedPoints,
        retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)),
      }
    }
    console.error(`[rate-limit] ${target.spec.name}: limiter failed, request allowed`, rejection)
    return { allowed: true, consumed: 0, firstInWindow: false }
  }
}

/** Gives points back (a successful sign-in, an enquiry the provider did not take). */
export async function refund(target: Limiter, key: string, points = 1): Promise<void> {
  try {
    await withFallback(target, (store) => store.reward(key, points))
  } catch (error) {
    console.error(`[rate-limit] ${target.spec.name}: refund failed`, error)
  }
}

/** Forgets a key (a successful sign-in clears that client's failures on that account). */
export async function forget(target: Limiter, key: string): Promise<void> {
  try {
    await withFallback(target, (store) => store.delete(key))
  } catch (error) {
    console.error(`[rate-limit] ${target.spec.name}: delete failed`, error)
  }
}

/**
 * Test helper: drops every limiter of this process (and the counts held in memory), and with
 * `reconnect` also the Redis connection, so that REDIS_URL is read again.
 */
export function resetLimitersForTests({ reconnect = false } = {}): void {
  shared[limitersKey]?.clear()
  if (!reconnect) return
  shared[redisKey]?.client.destroy()
  delete shared[redisKey]
}
