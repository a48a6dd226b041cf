/** The longest a start waits for an idle period once the page has loaded. */
const IDLE_TIMEOUT_MS = 3000

/**
 * Runs `task` once the page has loaded and the main thread is idle (or IDLE_TIMEOUT_MS after
 * load at the latest), so work nobody waits for stays out of the way of hydration and the first
 * interactions. Returns a cancel function.
 */
export function whenPageIdle(task: () => void): () => void {
  let cancelled = false
  let idle: number | undefined
  const run = () => {
    if (cancelled) return
    if ('requestIdleCallback' in window) {
      idle = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS })
    } else {
      idle = Number(setTimeout(task, 0))
    }
  }
  if (document.readyState === 'complete') run()
  else window.addEventListener('load', run, { once: true })
  return () => {
    cancelled = true
    window.removeEventListener('load', run)
    if (idle === undefined) return
    if ('cancelIdleCallback' in window) window.cancelIdleCallback(idle)
    else clearTimeout(idle)
  }
}
