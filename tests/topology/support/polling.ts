import { sleep } from '../../../tools/lib/siteRoutes'

export { sleep }

/**
 * Polls until `check` holds and returns how long that took, or throws after `timeoutMs`.
 * Polling (never a fixed sleep) is what makes a "within 2 s" measurement honest.
 */
export async function pollUntil(
  check: () => Promise<boolean>,
  { timeoutMs, intervalMs = 50, what }: { timeoutMs: number; intervalMs?: number; what: string },
): Promise<number> {
  const started = Date.now()
  while (Date.now() - started <= timeoutMs) {
    if (await check().catch(() => false)) return Date.now() - started
    await sleep(intervalMs)
  }
  throw new Error(`${what}: not within ${timeoutMs} ms`)
}

/** Holds for the whole duration: `check` must never become true (a draft must never show). */
export async function neverWithin(check: () => Promise<boolean>, durationMs: number) {
  const started = Date.now()
  while (Date.now() - started <= durationMs) {
    if (await check()) return false
    await sleep(100)
  }
  return true
}
