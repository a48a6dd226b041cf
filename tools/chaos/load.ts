import autocannon from 'autocannon'

import { ERROR_STATE } from '../lib/siteRoutes'

export type Window = 'healthy' | 'fault' | 'recovery'

export type RouteKind = 'cached' | 'other'

export type Route = { path: string; kind: RouteKind }

export type Tally = {
  requests: number
  /** 5xx answers of routes that were cached pages before the fault. */
  cached5xx: number
  /** 5xx answers of the other routes (rendered per request). */
  other5xx: number
  /** Answers carrying a Czech error state (provider error texts, "dočasně nedostupná"). */
  errorStates: number
  /** Other statuses than 200, by status. */
  statuses: Record<string, number>
}

const emptyTally = (): Tally => ({
  requests: 0,
  cached5xx: 0,
  other5xx: 0,
  errorStates: 0,
  statuses: {},
})

/**
 * Load at 50 connections over `routes` through `origin` until `stop()` (or `maxSeconds`): each
 * connection walks the routes in turn. Every answer is counted in the window it arrived in
 * (`window()` is asked at that moment), by the kind of its route.
 */
export function startLoad(
  origin: string,
  routes: readonly Route[],
  window: () => Window,
  maxSeconds: number,
) {
  const tallies: Record<Window, Tally> = {
    healthy: emptyTally(),
    fault: emptyTally(),
    recovery: emptyTally(),
  }
  const count = (route: Route, status: number, body: string) => {
    const tally = tallies[window()]
    tally.requests += 1
    if (status !== 200) tally.statuses[status] = (tally.statuses[status] ?? 0) + 1
    if (status >= 500) {
      if (route.kind === 'cached') tally.cached5xx += 1
      else tally.other5xx += 1
    }
    if (ERROR_STATE.test(body)) tally.errorStates += 1
  }
  let errors = 0
  let stopLoad = () => {}
  const finished = new Promise<void>((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin,
        connections: 50,
        duration: maxSeconds,
        // no gzip: the bodies are read for error states (Varnish unzips for such clients)
        requests: routes.map((route) => ({
          method: 'GET',
          path: route.path,
          onResponse: (status: number, body: string) => count(route, status, body),
        })),
      },
      (error) => (error ? reject(error) : resolve()),
    )
    instance.on('reqError', () => {
      errors += 1
    })
    stopLoad = () => instance.stop()
  })
  // Handled where `stop` awaits it; until then a failure must not end the process before the
  // topology is stopped.
  finished.catch(() => {})
  return {
    tallies,
    /** Socket errors and timeouts (no answer at all), over the whole run. */
    errors: () => errors,
    stop: async () => {
      stopLoad()
      await finished
    },
  }
}
