import autocannon from 'autocannon'

import type { Release } from './releaseBuilds'
import { SECTION_PATH, sitemapPaths } from './siteRoutes'
import { run } from '../../scripts/lib/stack'
import type { Topology } from './topology'

export const ROLL_CONNECTIONS = 50
/** The load of a roll stops here at the latest, whatever happens. */
export const ROLL_MAX_SECONDS = 240

/** CMS pages of the sitemap (no provider sections) and the file the version watch polls. */
export async function rollingLoadPaths(siteUrl: string, pages = 8): Promise<string[]> {
  const paths = (await sitemapPaths(siteUrl)).filter((path) => !SECTION_PATH.test(path))
  return [...paths.slice(0, pages), '/version.json']
}

export type LoadResult = {
  requests: number
  p99Ms: number
  /** Connection errors and timeouts of the load client. */
  errors: number
  statuses: Record<string, number>
  serverErrors: number
}

/**
 * 50 connections through the HTTP cache over `paths` in turn, gzip accepted, until `stop` (or
 * `maxSeconds`).
 */
export function startLoad(siteUrl: string, paths: readonly string[], maxSeconds: number) {
  const instance = autocannon({
    url: siteUrl,
    connections: ROLL_CONNECTIONS,
    duration: maxSeconds,
    timeout: 10,
    headers: { 'accept-encoding': 'gzip' },
    requests: paths.map((path) => ({ method: 'GET', path })),
  })
  const result = new Promise<LoadResult>((resolve, reject) =>
    instance.then((raw) => {
      const statuses = Object.fromEntries(
        Object.entries(raw.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]),
      )
      resolve({
        requests: raw.requests.total,
        p99Ms: raw.latency.p99,
        errors: raw.errors + raw.timeouts,
        statuses,
        serverErrors: Object.entries(statuses)
          .filter(([code]) => code.startsWith('5'))
          .reduce((sum, [, count]) => sum + count, 0),
      })
    }, reject),
  )
  return {
    result,
    stop: () => {
      instance.stop()
      return result
    },
  }
}

/**
 * Requests the HTTP cache sent to replica `index` (`req`), and connections of visitors' requests
 * that failed on any backend (`MAIN.backend_fail`: refused, timed out; the per-backend fail_*
 * counters also count the health probes, which fail on purpose while a replica is down).
 */
export async function backendCounters(topology: Topology, index: number) {
  const counters = await topology.httpCache.counters()
  const req = Object.entries(counters)
    .filter(([key]) => new RegExp(`^VBE\\.[^.]+\\.app${index + 1}\\.req$`).test(key))
    .reduce((sum, [, value]) => sum + value, 0)
  return { req, fail: counters['MAIN.backend_fail'] ?? 0 }
}

/** The `migrate` job of docker-compose.yml: the next release's migrations, before any replica. */
export async function runMigrateJob(topology: Topology) {
  await run('npm', ['run', 'migrate'], topology.env)
}

export type ReplicaStep = {
  replica: string
  /** SIGTERM until the process exited (it drains first). */
  stopMs: number
  /** Start of the new build until its health check answered. */
  startMs: number
  /** Visitors' requests whose connection failed while it stopped, was down or started. */
  failedConnections: number
  /** Requests the HTTP cache sent it between its exit and the new build's first healthy answer. */
  sentWhileDownOrStarting: number
}

/**
 * Replaces replica A, then replica B, by `next` on the same port: SIGTERM, wait for the exit, start
 * the new build, wait for its health check. `afterEach` runs once each replica serves the new build.
 */
export async function rollReplicas(
  topology: Topology,
  next: Release,
  afterEach: (replicaIndex: number) => Promise<void> = async () => {},
): Promise<ReplicaStep[]> {
  const steps: ReplicaStep[] = []
  for (const [index, replica] of topology.replicas.entries()) {
    const before = await backendCounters(topology, index)
    const stopping = Date.now()
    await replica.stop()
    const down = await backendCounters(topology, index)
    const starting = Date.now()
    await replica.start(next.serverPath)
    const started = await backendCounters(topology, index)
    steps.push({
      replica: replica.name,
      stopMs: starting - stopping,
      startMs: Date.now() - starting,
      failedConnections: started.fail - before.fail,
      sentWhileDownOrStarting: started.req - down.req,
    })
    await afterEach(index)
  }
  return steps
}
