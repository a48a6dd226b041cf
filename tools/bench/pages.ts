/**
 * Budgets of a CMS content page (issue 3), against the production build:
 *   npm run build && npm run bench:pages [-- /path]
 *
 * 1. Database queries of an uncached render (DB_QUERY_LOG=true counts every SQL statement):
 *    a cold render (globals not cached yet), a render of another page (globals cached) and a
 *    cached hit (must be 0).
 * 2. Throughput: the cached content page against a static route of a bare Next app serving the
 *    same HTML bytes (lib/staticTwin.ts), A/B/A/B, 50 connections, 15 s each, gzip. Budget: A at
 *    least 80 % of B, zero errors.
 * First-load JavaScript has its own benchmark with every template's budget: npm run bench:js.
 *
 * Ports: BENCH_PORT (3210), BENCH_SANDBOX_PORT (4210), BENCH_TWIN_PORT (3219); a fresh temporary
 * database. Results are printed and written to bench-results/pages.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'

import { benchSite, sleep, warmPage } from './lib/benchSite'
import { startStaticTwin, type StaticTwin } from './lib/staticTwin'
import {
  BENCH_SECONDS,
  compareThroughput,
  describeComparison,
  withinBudget,
} from './lib/throughput'

const pagePath = process.argv[2] || '/elektronicky-podpis'
const otherPagePath = '/gdpr'
const coldPagePath = '/o-602'
const BUDGET = { throughputRatio: 0.8 }

const site = benchSite('pages')
let twin: StaticTwin | undefined

/** SQL statements run while fetching one URL (log lines arrive shortly after the response). */
async function queriesFor(url: string): Promise<{ status: number; queries: number }> {
  await sleep(500)
  const before = site.queries()
  const response = await fetch(`${site.origin}${url}`, { redirect: 'manual' })
  await response.arrayBuffer()
  await sleep(500)
  return { status: response.status, queries: site.queries() - before }
}

try {
  // 1. Queries per render, on a fresh database (seeded by the first start).
  await site.start({ countQueries: true })
  const cold = await queriesFor(coldPagePath)
  const uncached = await queriesFor(otherPagePath)
  const content = await queriesFor(pagePath)
  const hit = await queriesFor(pagePath)

  // 2. Throughput, without the query log.
  await site.start()
  const html = await warmPage(site.origin, pagePath)
  twin = await startStaticTwin({ page: html })
  const comparison = await compareThroughput(`${site.origin}${pagePath}`, twin.url('page'))

  const gzipHtmlKb = gzipSync(html).length / 1024
  const report = {
    page: pagePath,
    htmlKb: { raw: Buffer.byteLength(html) / 1024, gzip: gzipHtmlKb },
    dbQueries: {
      coldRender: { path: coldPagePath, ...cold },
      uncachedRenderGlobalsCached: { path: otherPagePath, ...uncached },
      uncachedRenderMeasuredPage: { path: pagePath, ...content },
      cachedHit: { path: pagePath, ...hit },
    },
    throughput: comparison,
  }
  mkdirSync('bench-results', { recursive: true })
  writeFileSync('bench-results/pages.json', `${JSON.stringify(report, null, 2)}\n`)

  const pass = (ok: boolean) => (ok ? 'OK  ' : 'FAIL')
  const throughputOk = withinBudget(comparison, BUDGET.throughputRatio)
  const hitOk = hit.queries === 0
  console.log(
    [
      '',
      `Content page ${pagePath}: HTML ${report.htmlKb.raw.toFixed(1)} KB (${gzipHtmlKb.toFixed(1)} KB gzip)`,
      `${pass(throughputOk)} throughput, 50 connections, ${BENCH_SECONDS} s each, A/B/A/B:`,
      describeComparison(comparison, BUDGET.throughputRatio),
      `${pass(hitOk)} DB queries: cold render ${cold.queries} (${coldPagePath}, globals included), uncached page ${uncached.queries} (${otherPagePath}) / ${content.queries} (${pagePath}), cached hit ${hit.queries}`,
      '',
    ].join('\n'),
  )
  process.exitCode = throughputOk && hitOk ? 0 : 1
} finally {
  await twin?.stop()
  await site.dispose()
}
