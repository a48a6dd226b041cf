/**
 * Homepage throughput budget (issue 5), on the production build (`npm run build` first):
 *   npm run bench:home   (first-load JS: npm run bench:js; Lighthouse: npm run bench:lighthouse)
 * Throughput of `/` from the cache against a static route of a bare Next app serving the same
 *    HTML bytes (lib/staticTwin.ts), A/B/A/B, 50 connections, BENCH_SECONDS (15) each, gzip on
 *    (budget: at least 80 % of the static route's requests per second, zero errors).
 * Ports: BENCH_PORT (3210), BENCH_SANDBOX_PORT (4210), BENCH_TWIN_PORT (3219); a fresh database.
 */
import { benchSite, warmPage } from './lib/benchSite'
import { startStaticTwin, type StaticTwin } from './lib/staticTwin'
import {
  BENCH_SECONDS,
  compareThroughput,
  describeComparison,
  withinBudget,
} from './lib/throughput'

const site = benchSite('home')
let twin: StaticTwin | undefined
try {
  await site.start()
  const html = await warmPage(site.origin, '/')
  twin = await startStaticTwin({ home: html })
  const comparison = await compareThroughput(`${site.origin}/`, twin.url('home'))

  console.log(
    `\nThroughput of /, HTML ${(Buffer.byteLength(html) / 1024).toFixed(0)} KB, 50 connections, ${BENCH_SECONDS} s each, A/B/A/B:`,
  )
  console.log(describeComparison(comparison))
  const ok = withinBudget(comparison)
  console.log(ok ? '\nOK: within budget' : '\nOVER BUDGET')
  process.exitCode = ok ? 0 : 1
} finally {
  await twin?.stop()
  await site.dispose()
}
