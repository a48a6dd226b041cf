import { env } from '@/lib/env'
import { consume, forget, type Limiter, limiter, refund } from '@/lib/rateLimit/limiters'

/**
 * Exponential back-off of failed sign-ins, per client address and account (the address's /64
 * for IPv6, see limiterKeys.ts). It slows whoever guesses from one place and never the owner
 * elsewhere: nothing here is per account alone, so no stranger can lock an editor out.
 *
 * - The first LOGIN_RATE_LIMIT_PER_ACCOUNT (4) failures of an address on an account are answered
 *   at once. After them each further attempt waits for the one before it: 0, 1, 2, 4, 8 … s,
 *   doubling up to LOGIN_RATE_LIMIT_WINDOW_SECONDS (900 s), then one attempt per window.
 * - A successful sign-in forgets all of it; so does a day without one (FAILURE_MEMORY_SECONDS).
 * - Counters are rate-limiter-flexible limiters (Redis with REDIS_URL, so every replica sees the
 *   same waits; each replica alone while Redis is down).
 *
 * The gates: gate j is a one-point limiter whose window is the j-th wait; passing a gate starts
 * its window. Each attempt is counted before it runs (attempt n); past the free ones it is at
 * level k = n − free and passes the gates k−1, k−2 … 1 and then k (past the last gate: all of
 * them, the last first). So attempt n+1 finds gate k, started by attempt n, closed for the k-th
 * wait. The order makes it hold for attempts sent together too:
 * - the first gate an attempt meets is the one that binds it; a refusal there touches nothing,
 *   so trying during a wait does not make the wait longer;
 * - an attempt's own gate comes last: if a concurrent attempt already started it, this one is
 *   refused, so a burst cannot start a gate early to have it open early later;
 * - every attempt past level 1 also needs gate 1, which lets one through per second.
 * A refused attempt gives its count back and is no failure.
 */

/** Failures are forgotten a day after the first one of a run without a success. */
export const FAILURE_MEMORY_SECONDS = 24 * 60 * 60
/** Counted attempts have no limit of their own: only the gates refuse. */
const UNLIMITED = 1_000_000

/** The waits between attempts past the free ones: 1, 2, 4 … s up to `longestSeconds`. */
export function backoffWaits(longestSeconds: number): number[] {
  const waits: number[] = []
  for (let wait = 1; wait < longestSeconds; wait *= 2) waits.push(wait)
  waits.push(longestSeconds)
  return waits
}

type Policy = { free: number; failures: Limiter; gates: Limiter[] }

function policy(): Policy {
  const config = env()
  return {
    free: config.LOGIN_RATE_LIMIT_PER_ACCOUNT,
    failures: limiter({
      name: 'login-failures',
      points: UNLIMITED,
      durationSeconds: FAILURE_MEMORY_SECONDS,
    }),
    gates: backoffWaits(config.LOGIN_RATE_LIMIT_WINDOW_SECONDS).map((seconds, index) =>
      limiter({ name: `login-backoff-${index + 1}`, points: 1, durationSeconds: seconds }),
    ),
  }
}

/** The gates an attempt at `level` (1 = the first past the free ones) passes, in order. */
export function gateOrder<T>(gates: readonly T[], level: number): T[] {
  const binding = level > gates.length ? gates.length : level - 1
  const below = gates.slice(0, binding).reverse()
  return level > gates.length ? below : [...below, gates[level - 1]!]
}

export type Admission = { admitted: true } | { admitted: false; retryAfterSeconds: number }

/** Counts the attempt and tells whether it may reach the password check now. */
export async function admitSignIn(key: string): Promise<Admission> {
  const { free, failures, gates } = policy()
  const counted = await consume(failures, key)
  // Its budget has no end: a refusal here is a limiter that failed, and limiters fail closed.
  if (!counted.allowed) return { admitted: false, retryAfterSeconds: counted.retryAfterSeconds }
  const level = counted.consumed - free
  if (level <= 0) return { admitted: true }
  for (const gate of gateOrder(gates, level)) {
    const outcome = await consume(gate, key)
    if (!outcome.allowed) {
      await refund(failures, key)
      return { admitted: false, retryAfterSeconds: outcome.retryAfterSeconds }
    }
  }
  return { admitted: true }
}

/** After a successful sign-in: the client starts again with its free attempts. */
export async function forgetFailures(key: string): Promise<void> {
  const { failures, gates } = policy()
  await Promise.all([failures, ...gates].map((target) => forget(target, key)))
}
