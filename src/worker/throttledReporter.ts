import { errorLine } from '@/lib/logging/errorLine'

export const ONE_MINUTE = 60_000

/**
 * At most one line a minute, whatever the trouble: an outage makes every poll fail, and the log
 * must still be readable. The first error is logged at once, each as one line (errorLine.ts).
 */
export function throttledReporter(
  prefix: string,
  log: (line: string) => void = (line) => console.error(line),
  now: () => number = Date.now,
): (error: unknown) => void {
  let lastLogged = -Infinity
  return (error) => {
    const at = now()
    if (at - lastLogged < ONE_MINUTE) return
    lastLogged = at
    log(`${prefix}${errorLine(error)}`)
  }
}
