import {
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterAbstract,
  type RateLimiterRes,
} from 'rate-limiter-flexible'
import { createClient } from 'redis'

import { parseCacheSettings, redactedUrl } from '@/cache/cacheSettings.mjs'
import {
  clearProcessGlobal,
  existingProcessGlobal,
  processGlobal,
  setProcessGlobal,
} from '@/lib/processGlobals'

/**
 * Per-client counters (rate-limiter-flexible). Without REDIS_URL they live in this process's
 * memory; with REDIS_URL in Redis (RateLimiterRedis, node-redis v5 through `useRedisPackage`), so
 * every replica counts against the same limit. While Redis is down or slow, each limiter falls
 * back to its in-memory twin (`insuranceLimiter`): limits then hold per replica instead of for
 * the whole site, and nothing waits on the network.
 *
 * Limiters are process globals (src/lib/processGlobals.ts): the page, the route handlers, the
 * server actions and Payload's hooks live in different bundles and must count one budget. A
 * limiter made by one bundle refuses with that bundle's copy of RateLimiterRes, so a refusal is
 * recognised by its shape, never by `instanceof` (which once let every suggestion through while
 * the results page refused).
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
export type RedisConnection = {
  client: RedisClient
  prefix: string
  /** Settles when the first connection attempt succeeds (true) or fails (false). */
  firstAttempt: Promise<boolean>
}
function redisConnection(): RedisConnection | null {
  const existing = existingProcessGlobal('rateLimit.redis')
  if (existing !== undefined) return existing
  const settings = parseCacheSettings(process.env)
  if (!settings.REDIS_URL || process.env.NEXT_PHASE === 'phase-production-build') {
    setProcessGlobal('rateLimit.redis', null)
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
  const connection = { client, prefix: `${settings.REDIS_KEY_PREFIX}:rl`, firstAttempt }
  setProcessGlobal('rateLimit.redis', connection)
  return connection
}

/** One limiter per name and settings, shared by every module instance in this process. */
export function limiter(spec: LimiterSpec): Limiter {
  const id = `${spec.name}:${spec.points}:${spec.durationSeconds}`
  const limiters = processGlobal('rateLimit.limiters', () => new Map<string, Limiter>())
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

/** Seconds a client waits when its limiter failed (see `consume`). */
export const FAILED_LIMITER_RETRY_SECONDS = 60

/**
 * Whether a limiter's rejection is its refusal (the client is over its budget) rather than an
 * error. By shape, not `instanceof`: the limiter may have been made by another bundle.
 */
export function isRefusal(rejection: unknown): rejection is RateLimiterRes {
  if (typeof rejection !== 'object' || rejection === null || rejection instanceof Error)
    return false
  const { msBeforeNext, consumedPoints, remainingPoints } = rejection as Record<string, unknown>
  return (
    typeof msBeforeNext === 'number' &&
    typeof consumedPoints === 'number' &&
    typeof remainingPoints === 'number'
  )
}

/**
 * Takes `points` from the client's budget under `key`. A refusal carries the seconds until the
 * window ends. Every limiter guards something an attacker wants more of (enquiries, searches,
 * password guesses, log lines), so one that fails refuses (fails closed) and logs why. A Redis
 * outage is no failure here: the memory twin answers, and limits hold per replica meanwhile.
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
    if (isRefusal(rejection)) {
      return {
        allowed: false,
        consumed: rejection.consumedPoints,
        retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)),
      }
    }
    console.error(`[rate-limit] ${target.spec.name}: limiter failed, request refused`, rejection)
    return { allowed: false, consumed: 0, retryAfterSeconds: FAILED_LIMITER_RETRY_SECONDS }
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
  existingProcessGlobal('rateLimit.limiters')?.clear()
  if (!reconnect) return
  existingProcessGlobal('rateLimit.redis')?.client.destroy()
  clearProcessGlobal('rateLimit.redis')
}
