/**
 * Rolling deploys: on SIGTERM a replica first leaves the HTTP cache's rotation, then stops.
 *
 * Next's own handler closes the listening socket at once; the HTTP cache still counts the replica
 * healthy until its probe has failed twice (http-cache/site.vcl), and sends it requests that are
 * refused meanwhile (a form post is not retried). So the signal first marks the process as
 * draining (/api/live and /api/health answer 503) and only after `SHUTDOWN_DRAIN_MS` hands over
 * to the handlers that were there (Next's: stop accepting, finish requests in flight, exit).
 *
 * The flag lives on globalThis: the instrumentation bundle and the route bundles each carry
 * their own copy of this module.
 */
const DRAINING = Symbol.for('site602.shutdown.draining')

type DrainState = { [DRAINING]?: boolean }

export function isDraining(): boolean {
  return (globalThis as DrainState)[DRAINING] === true
}

export function installDrainOnShutdown({
  drainMs,
  log = (line) => console.info(line),
}: {
  drainMs: number
  log?: (line: string) => void
}): void {
  // Only SIGTERM (docker stop, orchestrators); Ctrl-C (SIGINT) still stops at once.
  // Listeners registered before instrumentation runs: Next's graceful close (start-server).
  const handOver = process.listeners('SIGTERM')
  process.removeAllListeners('SIGTERM')
  process.on('SIGTERM', () => {
    if (isDraining()) return
    ;(globalThis as DrainState)[DRAINING] = true
    log(`[shutdown] SIGTERM: mimo rotaci, ukončení za ${drainMs} ms`)
    setTimeout(() => {
      if (handOver.length === 0) process.exit(143)
      for (const listener of handOver) listener('SIGTERM')
    }, drainMs)
  })
}
