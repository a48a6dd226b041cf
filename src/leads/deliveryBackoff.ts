export type RetrySchedule = {
  /** Delay before the first retry, before jitter (the first retry comes within it). */
  firstSeconds: number
  /** The longest delay: during a long outage every lead is still tried this often. */
  maxSeconds: number
}

/**
 * Seconds until the next attempt after `failedAttempts` failures: exponential (first, 2×, 4×, …)
 * up to `maxSeconds`, with jitter ("equal jitter": between half and all of it) so that leads
 * stored during one outage do not all come back at the same second. Capped rather than growing
 * without end, so that leads are delivered within `maxSeconds` of the provider's recovery.
 */
export function retryDelaySeconds(
  failedAttempts: number,
  schedule: RetrySchedule,
  random: () => number = Math.random,
): number {
  const exponent = Math.max(0, Math.min(failedAttempts - 1, 30))
  const ceiling = Math.min(schedule.maxSeconds, schedule.firstSeconds * 2 ** exponent)
  return ceiling / 2 + (ceiling / 2) * random()
}
