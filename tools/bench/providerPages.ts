/**
 * Throughput budget of the cached provider pages (issue 4, DESIGN.md "Measuring"):
 *   npm run build && npm run bench:provider-pages
 *
 * For /blog, /nase-prace and /udalosti: the page served from Next's cache (A) against a static
 * route of a bare Next app serving the very same HTML bytes (B, lib/staticTwin.ts), alternating
 * A/B/A/B, 50 connections, BENCH_SECONDS (15) each, gzip on. Budget: A ≥ 80 % of B, zero errors,
 * and the provider called at most once per revalidate window (counted in the sandbox's log).
 */
import { PROVIDER_REVALIDATE_SECONDS } from '../../src/provider/defaults'
import { benchSite, warmPage } from './lib/benchSite'
import { startStaticTwin, type StaticTwin } from './lib/staticTwin'
import {
  BENCH_SECONDS,
  compareThroughput,
  describeComparison,
  withinBudget,
} from './lib/throughput'

const pages = [
  { path: '/blog', name: 'blog', providerPath: '/blogpost' },
  { path: '/nase-prace', name: 'nase-prace', providerPath: '/case-study' },
  { path: '/udalosti', name: 'udalosti', providerPath: '/webinar' },
]

const site = benchSite('provider-pages')
let twin: StaticTwin | undefined

async function providerCalls(providerPath: string): Promise<number> {
  const response = await fetch(`${site.sandbox}/__sandbox/requests?path=${providerPath}&method=GET`)
  const body = (await response.json()) as { data: unknown[] }
  return body.data.length
}

let failed = false
try {
  await site.start()
  const html: Record<string, string> = {}
  for (const page of pages) {
    html[page.name] = await warmPage(site.origin, page.path)
    if (html[page.name]!.includes('role="alert"')) {
      throw new Error(`${page.path} rendered its error state`)
    }
  }
  twin = await startStaticTwin(html)
  console.log(
    `Cached page (A) vs a static Next route with the same HTML (B), ${BENCH_SECONDS} s each\n`,
  )
  for (const page of pages) {
    const callsBefore = await providerCalls(page.providerPath)
    const started = Date.now()
    const comparison = await compareThroughput(`${site.origin}${page.path}`, twin.url(page.name))
    const elapsed = (Date.now() - started) / 1000
    const calls = (await providerCalls(page.providerPath)) - callsBefore
    const windows = Math.ceil(elapsed / PROVIDER_REVALIDATE_SECONDS)
    const ok = withinBudget(comparison) && calls <= windows
    failed ||= !ok
    console.log(
      [
        `${page.path}  ${ok ? 'OK' : 'OVER BUDGET'}`,
        describeComparison(comparison),
        `  provider calls:       ${calls} GET ${page.providerPath} in ${elapsed.toFixed(0)} s (budget ≤ ${windows}: one per ${PROVIDER_REVALIDATE_SECONDS} s window)`,
        '',
      ].join('\n'),
    )
  }
} catch (error) {
  failed = true
  console.error(error)
} finally {
  await twin?.stop()
  await site.dispose()
}
process.exit(failed ? 1 : 0)
