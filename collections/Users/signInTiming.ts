import { setTimeout as sleep } from 'node:timers/promises'

import { dummyPasswordCheck } from './passwordHash'

/**
 * How long a failed sign-in takes here, so that a refused one (back-off, per-address limit) is
 * answered after about as long as a wrong password: the answer's time must not tell a throttled
 * attempt from a checked one. A refusal waits (a timer, no CPU), it does not hash: throttled
 * attempts are the ones an attacker can send without limit.
 *
 * The estimate is the median of the last SAMPLES failed sign-ins that reached the password
 * check (hooks/signInThrottle.ts records them); before the first, one dummy password check is
 * timed.
 */
const SAMPLES = 31
const durations: number[] = []
let seed: Promise<number> | undefined

export function recordFailedSignIn(ms: number): void {
  if (!Number.isFinite(ms) || ms <= 0) return
  durations.push(ms)
  if (durations.length > SAMPLES) durations.shift()
}

async function typicalFailureMs(): Promise<number> {
  if (durations.length > 0) {
    const sorted = [...durations].sort((a, b) => a - b)
    return sorted[Math.floor(sorted.length / 2)]!
  }
  seed ??= (async () => {
    const started = performance.now()
    await dummyPasswordCheck('timing-seed')
    return performance.now() - started
  })()
  return seed
}

/** Waits until an attempt that started at `startedAt` (performance.now()) took a typical time. */
export async function lastLikeAFailure(startedAt: number): Promise<void> {
  const remaining = (await typicalFailureMs()) - (performance.now() - startedAt)
  if (remaining > 0) await sleep(remaining)
}
