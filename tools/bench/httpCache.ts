/**
 * Throughput of the HTTP cache (Varnish, `http-cache/site.vcl`) in front of the replicas:
 *   npm run build && npm run bench:http-cache [-- /path]
 *
 * A cached content page (default /elektronicky-podpis) in the same run, in turn
 * (A/B/C/A/B/C after a 3 s warm-up of each), 50 connections, BENCH_SECONDS (15) each, gzip:
 *   A  through Varnish, the whole topology behind it (tools/lib/topology.ts);
 *   B  nginx serving the same bytes from a file (Debian nginx, minimal generated config, gzip on);
 *      without nginx: "the same cache", a second Varnish with the site's VCL in front of a
 *      trivial static file server answering the saved bytes;
 *   C  Next alone: replica A directly.
 * Budget: A ≥ 50 % of B, zero errors, Varnish answering HITs (X-Cache and its hit counter).
 * Every side must serve the same page (gzip-decoded bodies compared).
 *
 * The load client (autocannon) runs 2 worker threads unless BENCH_WORKERS says otherwise; its CPU
 * use per run is reported, and a run where it was saturated is flagged.
 * Results: bench-results/http-cache-<timestamp>.json.
 */
import os from 'node:os'

import { findFreePort } from '../../scripts/lib/findFreePort'
import { startTopology, type Topology } from '../lib/topology'
import { sleep } from './lib/benchSite'
import { getGzip } from './lib/gzipResponse'
import { NGINX_BIN, nginxAvailable, startNginx, type RunningStaticServer } from './lib/nginx'
import { samePageContent } from './lib/pageContent'
import { writeBenchResult } from './lib/results'
import { startStaticHttpCache } from './lib/staticHttpCache'
import {
  BENCH_SECONDS,
  benchWorkers,
  clientBound,
  compareSides,
  describeSides,
} from './lib/throughput'

const pagePath = process.argv[2] || '/elektronicky-podpis'
const BUDGET = { varnishToBaseline: 0.5, hitRatio: 0.99 }
/**
 * Two client threads by default: on the 2-core machine, under other load, one thread held the fast
 * sides back (15 s runs: Varnish 7.3k req/s with one, 13.0k with two; nginx gzip_static 7.8k and
 * 16.2k) while the slow sides did not change. BENCH_WORKERS overrides.
 */
const WORKERS = benchWorkers(2)

let topology: Topology | undefined
let baseline: RunningStaticServer | undefined
let failed = false

/** Asks Varnish until it answers the page from its cache (X-Cache: HIT). */
async function warmUntilHit(url: string) {
  for (let attempt = 0; attempt < 20; attempt++) {
    const response = await getGzip(url)
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
    if (response.headers['x-cache'] === 'HIT') return response
    await sleep(250)
  }
  throw new Error(`${url}: Varnish never answered X-Cache: HIT`)
}

try {
  topology = await startTopology()
  const replicaA = topology.replicas[0]!
  const varnishUrl = `${topology.siteUrl}${pagePath}`
  const nextUrl = `${replicaA.url}${pagePath}`

  const fromVarnish = await warmUntilHit(varnishUrl)
  const fromNext = await getGzip(nextUrl)
  const html = fromVarnish.body
  if (html.includes('role="alert"')) throw new Error(`${pagePath} rendered its error state`)

  let baselineKind: 'nginx' | 'varnish-static'
  let precompressedUrl: string | undefined
  if (nginxAvailable()) {
    baselineKind = 'nginx'
    const nginx = await startNginx({ port: await findFreePort(), html, gzipped: fromVarnish.raw })
    baseline = nginx
    precompressedUrl = nginx.precompressedUrl
  } else {
    baselineKind = 'varnish-static'
    console.warn(
      [
        `nginx not found at ${NGINX_BIN}: install it for the intended baseline`,
        '  apt-get install nginx   (the package starts no service in a container)',
        'Falling back to "the same cache": a second Varnish in front of a static file server.',
      ].join('\n'),
    )
    baseline = await startStaticHttpCache({
      port: await findFreePort(),
      html,
      pagePath,
      cacheControl: String(fromNext.headers['cache-control']),
    })
    await warmUntilHit(baseline.url)
  }
  const fromBaseline = await getGzip(baseline.url)
  const fromPrecompressed = precompressedUrl ? await getGzip(precompressedUrl) : undefined

  // The same bytes on every side, each sent gzip-compressed as the load client asks.
  const responses = {
    varnish: fromVarnish,
    baseline: fromBaseline,
    ...(fromPrecompressed ? { precompressed: fromPrecompressed } : {}),
    next: fromNext,
  }
  for (const [name, response] of Object.entries(responses)) {
    if (response.status !== 200) throw new Error(`${name} answered ${response.status}`)
    if (response.headers['content-encoding'] !== 'gzip') {
      throw new Error(
        `${name} did not answer gzip (content-encoding ${response.headers['content-encoding']})`,
      )
    }
    if (!response.body.equals(html)) {
      // Replica A's copy may be its own render of the page (lib/pageContent.ts).
      if (name !== 'next' || !samePageContent(response.body, html)) {
        throw new Error(`${name} does not serve the same page bytes`)
      }
      console.warn(
        `Next alone serves the same page in differently streamed chunks (${response.body.length} B)`,
      )
    }
  }

  const countersBefore = await topology.httpCache.counters()
  const comparison = await compareSides(
    [
      { name: 'varnish', url: varnishUrl },
      { name: 'baseline', url: baseline.url },
      ...(precompressedUrl ? [{ name: 'precompressed', url: precompressedUrl }] : []),
      { name: 'next', url: nextUrl },
    ],
    { workers: WORKERS },
  )
  await sleep(1000) // worker threads flush their counters now and then
  const countersAfter = await topology.httpCache.counters()
  const delta = (name: string) => (countersAfter[name] ?? 0) - (countersBefore[name] ?? 0)
  const varnishCounters = {
    clientRequests: delta('MAIN.client_req'),
    hits: delta('MAIN.cache_hit'),
    graceHits: delta('MAIN.cache_hit_grace'),
    misses: delta('MAIN.cache_miss'),
    passes: delta('MAIN.s_pass'),
    backendRequests: delta('MAIN.backend_req'),
  }
  const hitRatio = varnishCounters.hits / Math.max(1, varnishCounters.clientRequests)
  // After the load the object may have outlived its second and its grace: the first request may
  // be a MISS, those after it must be HITs.
  const afterRun: string[] = []
  for (let i = 0; i < 10; i++) afterRun.push(String((await getGzip(varnishUrl)).headers['x-cache']))
  const afterRunHits = afterRun.filter((value) => value === 'HIT').length

  const {
    varnish,
    baseline: base,
    next,
  } = comparison.sides as Record<'varnish' | 'baseline' | 'next', (typeof comparison.sides)[string]>
  const ratioToBaseline = varnish!.requestsPerSecond / base!.requestsPerSecond
  const ratioToNext = varnish!.requestsPerSecond / next!.requestsPerSecond
  const precompressed = comparison.sides.precompressed
  const ratioToPrecompressed = precompressed
    ? varnish!.requestsPerSecond / precompressed.requestsPerSecond
    : undefined
  const saturated = Object.entries(comparison.sides)
    .filter(([, side]) => clientBound(side.clientCpuCores, comparison.workers))
    .map(([name]) => name)

  const throughputOk = ratioToBaseline >= BUDGET.varnishToBaseline && comparison.errors === 0
  const hitsOk = hitRatio >= BUDGET.hitRatio && afterRunHits >= 9
  failed = !(throughputOk && hitsOk)

  const report = {
    page: pagePath,
    htmlBytes: html.length,
    wireBytesGzip: Object.fromEntries(
      Object.entries(responses).map(([name, response]) => [name, response.wireBytes]),
    ),
    baseline: baselineKind,
    budget: BUDGET,
    ratioVarnishToBaseline: ratioToBaseline,
    ratioVarnishToNext: ratioToNext,
    ratioVarnishToNginxGzipStatic: ratioToPrecompressed,
    varnishCounters: { ...varnishCounters, hitRatio },
    xCacheAfterRun: afterRun,
    clientSaturated: saturated,
    loadAverage: os.loadavg(),
    ok: !failed,
    throughput: comparison,
  }
  const file = writeBenchResult('http-cache', report)

  const baselineLabel =
    baselineKind === 'nginx' ? 'B nginx, same bytes from a file' : 'B 2nd Varnish + static server'
  const pass = (ok: boolean) => (ok ? 'OK  ' : 'FAIL')
  console.log(
    [
      '',
      `HTTP cache, ${pagePath}: HTML ${(html.length / 1024).toFixed(1)} KB, gzip on the wire: Varnish ${fromVarnish.wireBytes} B, ${baselineKind} ${fromBaseline.wireBytes} B, Next ${fromNext.wireBytes} B`,
      `${BENCH_SECONDS} s each, ${comparison.connections} connections, A/B/C/A/B/C, client: autocannon, ${comparison.workers} worker thread(s)`,
      describeSides(comparison, {
        varnish: 'A Varnish (topology)',
        baseline: baselineLabel,
        precompressed: "B' nginx, gzip_static (info)",
        next: 'C Next alone (replica A)',
      }),
      `${pass(throughputOk)} Varnish / ${baselineKind}: ${(ratioToBaseline * 100).toFixed(1)} % (budget ≥ ${BUDGET.varnishToBaseline * 100} %), ${comparison.errors} errors`,
      `     Varnish / Next alone: ${ratioToNext.toFixed(2)}×`,
      ...(ratioToPrecompressed === undefined
        ? []
        : [
            `     Varnish / nginx gzip_static (same gzip bytes, no per-request compression): ${(ratioToPrecompressed * 100).toFixed(1)} % (no budget)`,
          ]),
      `${pass(hitsOk)} Varnish hits: ${varnishCounters.hits} of ${varnishCounters.clientRequests} requests (${(hitRatio * 100).toFixed(3)} %, ${varnishCounters.graceHits} in grace), ${varnishCounters.backendRequests} backend fetches; X-Cache of 10 requests after the run: ${afterRunHits} HIT`,
      saturated.length > 0
        ? `NOTE the load client was saturated on: ${saturated.join(', ')} (≈${comparison.workers} core(s) busy in autocannon): those figures are the client's limit as much as the server's; on this 2-core machine client and server share the CPU (BENCH_WORKERS=2 gives the client both cores).`
        : 'The load client was not saturated on any side.',
      `Results: ${file}`,
      '',
    ].join('\n'),
  )
  if (comparison.workers === 1 && saturated.length > 0) {
    console.log('Try BENCH_WORKERS=2 to see whether the server side has headroom left.\n')
  }
} catch (error) {
  failed = true
  console.error(error)
} finally {
  await baseline?.stop().catch(() => {})
  await topology?.stop()
}
process.exit(failed ? 1 : 0)
