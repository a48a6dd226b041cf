/**
 * Homepage budgets (issue 5), on the production build (`npm run build` first):
 *   npm run bench:home            (Lighthouse separately: npm run bench:lighthouse)
 * 1. First-load JavaScript of `/`: the gzip sizes of every non-noModule `<script src>` of the
 *    served HTML, summed (budget 190 KB).
 * 2. Throughput of `/` from the cache against a static route of a bare Next app serving the same
 *    HTML bytes (lib/staticTwin.ts), A/B/A/B, 50 connections, BENCH_SECONDS (15) each, gzip on
 *    (budget: at least 80 % of the static route's requests per second, zero errors).
 * Ports: BENCH_PORT (3210), BENCH_SANDBOX_PORT (4210), BENCH_TWIN_PORT (3219); a fresh database.
 */
import { benchSite, warmPage } from './lib/benchSite'
import { firstLoadJs } from './lib/firstLoadJs'
import { startStaticTwin, type StaticTwin } from './lib/staticTwin'
import {
  BENCH_SECONDS,
  compareThroughput,
  describeComparison,
  withinBudget,
} from './lib/throughput'

const BUDGET_JS_KB = 190

const site = benchSite('home')
let twin: StaticTwin | undefined
try {
  await site.start()
  const html = await warmPage(site.origin, '/')
  const js = await firstLoadJs(html, site.origin)
  twin = await startStaticTwin({ home: html })
  const comparison = await compareThroughput(`${site.origin}/`, twin.url('home'))

  console.log('\nFirst-load JavaScript of / (gzip):')
  for (const script of js.scripts) {
    console.log(`  ${(script.gzipBytes / 1024).toFixed(1).padStart(7)} KB  ${script.src}`)
  }
  console.log(`  ${js.totalKb.toFixed(1).padStart(7)} KB  total (budget ${BUDGET_JS_KB} KB)`)
  console.log(
    `\nThroughput of /, HTML ${(Buffer.byteLength(html) / 1024).toFixed(0)} KB, 50 connections, ${BENCH_SECONDS} s each, A/B/A/B:`,
  )
  console.log(describeComparison(comparison))
  const ok = js.totalKb <= BUDGET_JS_KB && withinBudget(comparison)
  console.log(ok ? '\nOK: within budget' : '\nOVER BUDGET')
  process.exitCode = ok ? 0 : 1
} finally {
  await twin?.stop()
  await site.dispose()
}
