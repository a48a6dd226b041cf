import type { IncomingMessage, Server, ServerResponse } from 'node:http'

import { runShutdownTasks } from '@/lib/shutdown/shutdownTasks'

/**
 * Rolling deploys: on SIGTERM a replica first leaves the HTTP cache's rotation, then stops.
 *
 * The HTTP cache counts a replica healthy until its probe has failed twice
 * (http-cache/site.vcl) and meanwhile sends it requests; a closed socket would refuse them (a
 * form post is not retried). So SIGTERM first marks the process as draining: `/api/live` and
 * `/api/health` answer 503 here, every other request is served as usual. After `drainMs` the
 * server stops accepting connections, requests in flight complete (idle keep-alive connections
 * are closed, busy ones after their answer), then the shutdown tasks run (background work of the
 * `all` role: src/lib/shutdown/shutdownTasks.ts) and the process exits 0.
 *
 * SIGINT (Ctrl-C in development) skips the drain: connections are cut at once, the renders of
 * the cut requests get a short bound to end (they still read Payload), and so do the shutdown
 * tasks.
 *
 * Next registers no signal handler for a custom server (only its own `next start` does:
 * next/dist/server/lib/start-server.js), so these are the process's only ones.
 */

const PROBES = new Set(['/api/live', '/api/health'])
/** How long requests in flight may take after the drain before their connections are cut. */
const IN_FLIGHT_MS = 30_000
/** The shutdown tasks' bound after Ctrl-C. */
const INTERRUPT_TASKS_MS = 2000
/** Next's own close (its dev bundler, its caches' timers) is not worth waiting longer for. */
const CLOSE_APP_MS = 5000

export type Drain = {
  /** From SIGTERM on. */
  start(): void
  /** Since SIGTERM or SIGINT: the server is stopping. */
  draining(): boolean
  /** Counts the response as in flight until it closes. */
  track(response: ServerResponse): void
  /**
   * Counts a request's handling as in flight until it settles: a render goes on after its
   * connection is cut (a visitor gone, Ctrl+C), and it still reads Payload.
   */
  trackHandling(handling: Promise<unknown>): void
  /** Requests whose answer is not complete, or whose handling has not ended, yet. */
  inFlight(): number
  /** Answers a health probe with 503 while draining (true when it did). */
  answerProbe(request: IncomingMessage, response: ServerResponse): boolean
}

export function createDrain(): Drain {
  let draining = false
  let inFlight = 0
  return {
    start() {
      draining = true
    },
    draining: () => draining,
    track(response) {
      inFlight += 1
      response.once('close', () => (inFlight -= 1))
    },
    trackHandling(handling) {
      inFlight += 1
      void handling.finally(() => (inFlight -= 1)).catch(() => {})
    },
    inFlight: () => inFlight,
    answerProbe(request, response) {
      if (!draining) return false
      const path = (request.url ?? '/').split('?')[0] ?? '/'
      if (!PROBES.has(path)) return false
      const body = JSON.stringify({ status: 'draining', message: 'The replica is stopping' })
      response.writeHead(503, {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': Buffer.byteLength(body),
        'Cache-Control': 'no-store',
      })
      response.end(body)
      return true
    },
  }
}

export type StopOptions = {
  server: Server
  drain: Drain
  drainMs: number
  /** The bound of the shutdown tasks after SIGTERM (WORKER_STOP_MS and a margin). */
  tasksMs: number
  /** Stops Next itself (its dev bundler, its caches' timers). */
  closeApp: () => Promise<void>
  log?: (line: string) => void
  exit?: (code: number) => void
}

/** Takes over SIGTERM and SIGINT; `stopped` settles when a stop has run (for tests). */
export function stopOnSignals(options: StopOptions): { stopped: Promise<void> } {
  const { server, drain, drainMs, tasksMs, closeApp } = options
  const log = options.log ?? ((line: string) => console.info(line))
  const exit = options.exit ?? ((code: number) => process.exit(code))
  let signalled: (signal: NodeJS.Signals) => void = () => {}
  const stopped = new Promise<void>((resolve) => {
    let stopping: NodeJS.Signals | undefined
    signalled = (signal) => {
      if (stopping) {
        // Ctrl-C during a drain: stop waiting for requests in flight
        if (signal === 'SIGINT') server.closeAllConnections()
        return
      }
      stopping = signal
      resolve(signal === 'SIGINT' ? interrupt() : terminate())
    }
  })

  async function terminate(): Promise<void> {
    drain.start()
    log(`[shutdown] SIGTERM: out of rotation, stopping in ${drainMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, drainMs))
    await closeServer(server, drain, IN_FLIGHT_MS, log)
    await finish(tasksMs)
  }

  async function interrupt(): Promise<void> {
    drain.start()
    server.close()
    server.closeAllConnections()
    // The renders of the requests just cut go on and still read Payload: the shutdown tasks,
    // which close Payload, come after them.
    await inFlightEnded(drain, INTERRUPT_TASKS_MS)
    await finish(INTERRUPT_TASKS_MS)
  }

  async function finish(timeoutMs: number): Promise<void> {
    await runShutdownTasks(timeoutMs)
    let timer: NodeJS.Timeout | undefined
    await Promise.race([
      closeApp().catch((error: unknown) => log(`[shutdown] Next: ${String(error)}`)),
      new Promise((resolve) => (timer = setTimeout(resolve, CLOSE_APP_MS))),
    ])
    clearTimeout(timer)
    log('[shutdown] stopped')
    exit(0)
  }

  process.on('SIGTERM', () => signalled('SIGTERM'))
  process.on('SIGINT', () => signalled('SIGINT'))
  return { stopped }
}

/**
 * No new connections; idle keep-alive connections close now, busy ones as soon as their answer
 * is out (a keep-alive connection would otherwise wait for a next request until its timeout).
 * Done when no answer is in flight, or after `boundMs`; then every HTTP connection is cut. The
 * server's own `close` event is not awaited: an upgraded connection (the dev server's hot-reload
 * WebSocket) would hold it open for ever.
 */
async function closeServer(
  server: Server,
  drain: Drain,
  boundMs: number,
  log: (line: string) => void,
) {
  server.close()
  const ended = inFlightEnded(drain, boundMs, () => server.closeIdleConnections())
  if (!(await ended)) {
    log(`[shutdown] requests still running after ${boundMs} ms: connections closed`)
  }
  server.closeAllConnections()
}

/** Whether every request in flight ended within `boundMs`; `poll` runs meanwhile. */
async function inFlightEnded(drain: Drain, boundMs: number, poll = () => {}): Promise<boolean> {
  const deadline = Date.now() + boundMs
  while (drain.inFlight() > 0 && Date.now() < deadline) {
    poll()
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return drain.inFlight() === 0
}
