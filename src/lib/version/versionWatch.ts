/** Spec 4 and 7: /version.json carries the build id in `c`; a new id means a new deployment. */
export const VERSION_PATH = '/version.json'
export const VERSION_POLL_MS = 15_000

export function readBuildId(body: unknown): string {
  if (body && typeof body === 'object' && 'c' in body && typeof body.c === 'string' && body.c) {
    return body.c
  }
  throw new Error('version.json without the build id c')
}

export async function fetchBuildId(fetchImpl: typeof fetch = fetch): Promise<string> {
  const response = await fetchImpl(`${VERSION_PATH}?${Date.now()}`, { cache: 'no-store' })
  if (!response.ok) throw new Error(`version.json: HTTP ${response.status}`)
  return readBuildId(await response.json())
}

export type VersionWatchOptions = {
  onUpdate: () => void
  fetchBuildId?: () => Promise<string>
  intervalMs?: number
  log?: (message: string, error: unknown) => void
}

/**
 * The first answer is the page's own build; every later one is compared with it. Polling pauses
 * while the tab is hidden and resumes with an immediate check when it is shown again.
 */
export function startVersionWatch(options: VersionWatchOptions): () => void {
  const fetchId = options.fetchBuildId ?? (() => fetchBuildId())
  const intervalMs = options.intervalMs ?? VERSION_POLL_MS
  const log = options.log ?? ((message, error) => console.warn(message, error))
  let baseline: string | null = null
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopped = false
  let inFlight = false

  const schedule = () => {
    clearTimeout(timer)
    timer = undefined
    if (!stopped && document.visibilityState === 'visible') timer = setTimeout(poll, intervalMs)
  }

  async function poll() {
    if (inFlight || stopped) return
    inFlight = true
    try {
      const id = await fetchId()
      if (baseline === null) baseline = id
      else if (id !== baseline) {
        stopped = true
        options.onUpdate()
        return
      }
    } catch (error) {
      log('[version-watch] version check failed, trying again', error)
    } finally {
      inFlight = false
    }
    schedule()
  }

  const onVisibility = () => {
    if (document.visibilityState === 'visible') void poll()
    else {
      clearTimeout(timer)
      timer = undefined
    }
  }
  document.addEventListener('visibilitychange', onVisibility)
  if (document.visibilityState === 'visible') void poll()

  return () => {
    stopped = true
    clearTimeout(timer)
    document.removeEventListener('visibilitychange', onVisibility)
  }
}
