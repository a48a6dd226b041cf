/**
 * Soak test of the whole production topology (Varnish in front of two replicas, Redis, PostgreSQL):
 *   npm run build && npm run bench:soak
 *
 * SOAK_SECONDS (600) of load through Varnish at 50 connections, gzip, over the most-read routes:
 * the first 30 paths of /sitemap.xml plus /, /blog, /nase-prace, /udalosti and /eshop (each
 * connection requests them in turn). Every 10 s the resident memory of each replica (and Redis'
 * used memory) is sampled into the result file.
 * Budgets: zero errors and non-2xx answers; each replica's resident memory at the end at most
 * 10 % above its sample after the first minute (after half the run when SOAK_SECONDS < 120).
 * Results: bench-results/soak-<timestamp>.json.
 */
import os from 'node:os'

import autocannon from 'autocannon'
import { createClient } from 'redis'

import { startTopology, type Topology } from '../lib/topology'
import { sleep } from './lib/benchSite'
import { writeBenchResult } from './lib/results'
import { CONNECTIONS } from './lib/throughput'

const SOAK_SECONDS = Number(process.env.SOAK_SECONDS) || 600
const SAMPLE_SECONDS = 10
const BASELINE_SECONDS = Math.min(60, SOAK_SECONDS / 2)
const SITEMAP_PATHS = 30
const ALWAYS = ['/', '/blog', '/nase-prace', '/udalosti', '/eshop']
const BUDGET = { errors: 0, memoryGrowth: 0.1 }

type Sample = {
  seconds: number
  /** Requests answered since the previous sample (autocannon's per-second ticks). */
  requests: number
  residentMb: Record<string, number>
  redisUsedMb: number
  loadAverage: number
}

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10

let topology: Topology | undefined
let failed = false

try {
  topology = await startTopology()
  const { siteUrl, replicas } = topology

  const sitemap = await (await fetch(`${siteUrl}/sitemap.xml`)).text()
  const fromSitemap = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1]!).pathname)
    .slice(0, SITEMAP_PATHS)
  const paths = [...new Set([...fromSitemap, ...ALWAYS])]
  const notOk: string[] = []
  for (const path of paths) {
    const response = await fetch(`${siteUrl}${path}`, { redirect: 'manual' })
    await response.arrayBuffer()
    if (response.status !== 200) notOk.push(`${path} ${response.status}`)
  }
  if (notOk.length > 0) throw new Error(`Routes not answering 200: ${notOk.join(', ')}`)

  const redis = createClient({ url: topology.redis.url() })
  await redis.connect()
  const redisUsed = async () =>
    Number(/used_memory:(\d+)/.exec(await redis.info('memory'))?.[1] ?? 0)

  const countersBefore = await topology.httpCache.counters()
  const started = Date.now()
  let requestsSinceSample = 0
  const samples: Sample[] = []
  const sample = async () => {
    samples.push({
      seconds: Math.round((Date.now() - started) / 1000),
      requests: requestsSinceSample,
      residentMb: Object.fromEntries(
        replicas.map((replica) => [replica.name, mb(replica.residentBytes())]),
      ),
      redisUsedMb: mb(await redisUsed()),
      loadAverage: os.loadavg()[0]!,
    })
    requestsSinceSample = 0
  }
  await sample()

  console.log(
    `Soak: ${SOAK_SECONDS} s, ${CONNECTIONS} connections through Varnish over ${paths.length} routes…`,
  )
  const instance = autocannon({
    url: siteUrl,
    connections: CONNECTIONS,
    duration: SOAK_SECONDS,
    headers: { 'accept-encoding': 'gzip' },
    requests: paths.map((path) => ({ method: 'GET', path })),
  })
  instance.on('tick', ({ counter }) => {
    requestsSinceSample += counter
  })
  const timer = setInterval(() => {
    void sample().then(() => {
      const last = samples.at(-1)!
      const memory = Object.entries(last.residentMb)
        .map(([name, value]) => `${name} ${value} MB`)
        .join(', ')
      console.log(
        `  ${String(last.seconds).padStart(4)} s  ${(last.requests / SAMPLE_SECONDS).toFixed(0)} req/s  RSS ${memory}  Redis ${last.redisUsedMb} MB  load ${last.loadAverage.toFixed(2)}`,
      )
    })
  }, SAMPLE_SECONDS * 1000)
  const result = await instance
  clearInterval(timer)
  await sleep(1000)
  await sample()
  await redis.quit()
  const countersAfter = await topology.httpCache.counters()
  const delta = (name: string) => (countersAfter[name] ?? 0) - (countersBefore[name] ?? 0)

  const errors = result.errors + result.timeouts + result.non2xx
  const baseline = samples.find((entry) => entry.seconds >= BASELINE_SECONDS) ?? samples.at(-1)!
  const end = samples.at(-1)!
  const memory = Object.fromEntries(
    replicas.map((replica) => {
      const afterFirstMinute = baseline.residentMb[replica.name]!
      const atEnd = end.residentMb[replica.name]!
      const peak = Math.max(...samples.map((entry) => entry.residentMb[replica.name]!))
      return [
        replica.name,
        {
          afterFirstMinuteMb: afterFirstMinute,
          atEndMb: atEnd,
          peakMb: peak,
          growth: atEnd / afterFirstMinute - 1,
        },
      ]
    }),
  )
  const errorsOk = errors <= BUDGET.errors
  const memoryOk = Object.values(memory).every((entry) => entry.growth < BUDGET.memoryGrowth)
  failed = !(errorsOk && memoryOk)

  const varnish = {
    clientRequests: delta('MAIN.client_req'),
    hits: delta('MAIN.cache_hit'),
    misses: delta('MAIN.cache_miss'),
    passes: delta('MAIN.s_pass'),
    backendRequests: delta('MAIN.backend_req'),
  }
  const file = writeBenchResult('soak', {
    seconds: SOAK_SECONDS,
    connections: CONNECTIONS,
    paths,
    budget: BUDGET,
    requests: {
      total: result.requests.total,
      perSecond: result.requests.average,
      p99Ms: result.latency.p99,
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      statusCodes: result.statusCodeStats,
    },
    varnish,
    memoryBaselineAtSeconds: baseline.seconds,
    memory,
    samples,
    ok: !failed,
  })

  const pass = (ok: boolean) => (ok ? 'OK  ' : 'FAIL')
  console.log(
    [
      '',
      `Soak through Varnish: ${SOAK_SECONDS} s, ${CONNECTIONS} connections, ${paths.length} routes`,
      `  ${result.requests.total} requests, ${result.requests.average.toFixed(0)} req/s on average, p99 ${result.latency.p99} ms`,
      `  Varnish: ${varnish.hits} hits of ${varnish.clientRequests} requests, ${varnish.backendRequests} backend fetches`,
      `${pass(errorsOk)} errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx} (budget ${BUDGET.errors})`,
      ...Object.entries(memory).map(
        ([name, entry]) =>
          `${pass(entry.growth < BUDGET.memoryGrowth)} replica ${name}: RSS ${entry.afterFirstMinuteMb} MB at ${baseline.seconds} s → ${entry.atEndMb} MB at the end (${(entry.growth * 100).toFixed(1)} %, budget < ${BUDGET.memoryGrowth * 100} %), peak ${entry.peakMb} MB`,
      ),
      `Results: ${file}`,
      '',
    ].join('\n'),
  )
} catch (error) {
  failed = true
  console.error(error)
} finally {
  await topology?.stop()
}
process.exit(failed ? 1 : 0)
