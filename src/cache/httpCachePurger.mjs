// @ts-check

const PURGE_TIMEOUT_MS = 2000
/** Lets the other replicas drop their local copies (Redis pub/sub) before the HTTP cache refetches. */
const PURGE_DELAY_MS = 100

/**
 * Bans every cached page in the HTTP caches in front of the app (Varnish: method BAN, see
 * http-cache/site.vcl). Requests coalesce: a publish expires several tags at once, and one ban
 * after the last of them is enough.
 * @param {{ urls: string[], warn: (line: string) => void }} options
 */
export function createHttpCachePurger({ urls, warn }) {
  /** @type {Promise<void> | null} */
  let running = null
  let again = false

  async function banEverywhere() {
    await Promise.all(
      urls.map(async (url) => {
        try {
          const response = await fetch(url, {
            method: 'BAN',
            signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
          })
          if (!response.ok) throw new Error(`answered ${response.status}`)
        } catch (error) {
          warn(`[cache] purge of ${url} failed: ${error instanceof Error ? error.message : error}`)
        }
      }),
    )
  }

  return {
    /** Schedules a ban; never throws, never delays the caller. */
    request() {
      if (urls.length === 0) return
      if (running) {
        again = true
        return
      }
      running = (async () => {
        do {
          again = false
          await new Promise((resolve) => setTimeout(resolve, PURGE_DELAY_MS))
          await banEverywhere()
        } while (again)
        running = null
      })()
    },
    /** Resolves when no ban is pending (tests). */
    settled: () => running ?? Promise.resolve(),
  }
}
