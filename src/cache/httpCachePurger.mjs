// @ts-check

const PURGE_TIMEOUT_MS = 2000
/**
 * Lets every process drop its local copies (each hears the same NOTIFY) before the HTTP cache
 * refetches, and gathers the tags of one publish into one ban.
 */
const PURGE_DELAY_MS = 100

/**
 * Bans every cached page in the HTTP caches in front of the app (Varnish: method BAN, see
 * http-cache/site.vcl). Requests coalesce: a publish expires several tags at once, and one ban
 * sent after the last of them is enough. A request made while a ban is already on its way asks
 * for one more, since that ban may have reached the cache before the request's cause.
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
          await new Promise((resolve) => setTimeout(resolve, PURGE_DELAY_MS))
          // Requests made during the delay are covered by this ban.
          again = false
          await banEverywhere()
        } while (again)
        running = null
      })()
    },
    /** Resolves when no ban is pending (tests). */
    settled: () => running ?? Promise.resolve(),
  }
}
