/**
 * Lighthouse budgets of every template (issue 15) on the production build (`npm run build` first):
 *   npm run bench:lighthouse                       # every template below
 *   npm run bench:lighthouse -- / /blog            # some paths only
 *   LIGHTHOUSE_RUNS=3 npm run bench:lighthouse     # fewer runs (default 5)
 *
 * Lighthouse 12 (mobile preset: simulated slow 4G, 4× CPU slowdown) drives Debian's Chromium
 * (CHROMIUM_PATH or /usr/bin/chromium); every run is a cold load after refusing cookies, against
 * a warmed server cache (not the 404 template: Lighthouse refuses to measure a 404 answer). The
 * median of the runs per template must reach: performance ≥ 95, accessibility 100, best
 * practices ≥ 96, CLS ≤ 0.02, LCP ≤ 2.5 s. In the same runs two floors are measured
 * (lib/lighthouseFloor.ts: the homepage hero and stylesheets alone, as a bare Next page and as
 * static HTML without script); the report gives each LCP as a multiple of the bare Next page's
 * (aim ≤ 1.2×). Medians go to bench-results/lighthouse-<date>.json, every run's whole report to
 * bench-results/lighthouse/.
 *
 * Visitors reach the site as in the production topology (DESIGN.md): over HTTPS and HTTP/2 at
 * the edge (lib/tlsEdge.ts, the CDN or TLS terminator's part), through the HTTP cache (Varnish with
 * http-cache/site.vcl) to the server; the floors' server gets the same path. Static assets and
 * images come from the cache, pages from the app behind it (s-maxage=1 is long past between two
 * runs). LIGHTHOUSE_VIA=cache leaves the edge out (plain HTTP/1.1 to Varnish: Lighthouse then
 * simulates six connections and a round trip per request, which no visitor has);
 * LIGHTHOUSE_VIA=app measures the app server alone, where a burst of ~17 requests waits for
 * Next's per-request gzip on this 2-core machine.
 */
import { findFreePort } from '../lib/findFreePort'
import { startHttpCache } from '../lib/httpCache'
import { benchSite, warmPage } from './lib/benchSite'
import { lighthouseFloorPage } from './lib/lighthouseFloor'
import { type LighthouseRun, type RunOptions, startLighthouseBrowser } from './lib/lighthouseRun'
import { writeBenchResult } from './lib/results'
import { startStaticTwin, type StaticTwin } from './lib/staticTwin'
import { edgeCertificate, startTlsEdge } from './lib/tlsEdge'

const RUNS = Number(process.env.LIGHTHOUSE_RUNS) || 5
const VIA_LABELS = {
  edge: 'HTTPS + HTTP/2 edge → HTTP cache → app',
  cache: 'HTTP/1.1 to the HTTP cache → app',
  app: 'app server alone',
}
const VIA = (process.env.LIGHTHOUSE_VIA || 'edge') as keyof typeof VIA_LABELS
if (!Object.hasOwn(VIA_LABELS, VIA)) throw new Error('LIGHTHOUSE_VIA: edge (default), cache or app')
const VIA_LABEL = VIA_LABELS[VIA]
const BUDGET = { performance: 95, accessibility: 100, bestPractices: 96, cls: 0.02, lcpMs: 2500 }
const FLOOR_AIM = 1.2
/** Keys (and report names) of the floors among the measured templates. */
const NEXT_FLOOR = 'floor-next-page'
const STATIC_FLOOR = 'floor-static-html'

/** A list page and the marker of its first detail link: the detail template is measured too. */
const LIST_WITH_DETAIL: Record<string, RegExp> = {
  '/blog': /href="(\/blog\/[a-z0-9-]+)"/,
  '/nase-prace': /href="(\/nase-prace\/[a-z0-9-]+)"/,
  '/udalosti': /href="(\/udalosti\/(?!zaznamy)[a-z0-9-]+)"/,
  '/kariera': /href="(\/kariera\/[a-z0-9-]+)"/,
}
const TEMPLATES = [
  '/',
  '/elektronicky-podpis',
  '/kontakt',
  '/blog',
  '/nase-prace',
  '/udalosti',
  '/udalosti/zaznamy',
  '/kariera',
  '/eshop',
  '/eshop/cart',
]

/** The cart is measured with a product in it (empty, it sends the visitor back to /eshop). */
const SET_UP: Record<string, RunOptions['setUp']> = {
  '/eshop/cart': async (page, origin) => {
    await page.goto(`${origin}/eshop`)
    await page.locator('button[aria-label^="Vybrat "]').click()
    await page.waitForFunction(() => location.pathname === '/eshop/cart')
  },
}

type Median = Omit<LighthouseRun, 'lcpElement' | 'failedAudits'> & {
  lcpElement: string
  failedAudits: string[]
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

function summarize(runs: LighthouseRun[]): Median {
  const of = (key: keyof Omit<LighthouseRun, 'lcpElement' | 'failedAudits'>) =>
    median(runs.map((run) => run[key]))
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    lcpMs: of('lcpMs'),
    fcpMs: of('fcpMs'),
    cls: of('cls'),
    tbtMs: of('tbtMs'),
    lcpElement: runs[0]!.lcpElement,
    failedAudits: [...new Set(runs.flatMap((run) => run.failedAudits))],
  }
}

function overBudget(result: Median): string[] {
  return [
    result.performance < BUDGET.performance && `performance ${result.performance}`,
    result.accessibility < BUDGET.accessibility && `accessibility ${result.accessibility}`,
    result.bestPractices < BUDGET.bestPractices && `best practices ${result.bestPractices}`,
    result.cls > BUDGET.cls && `CLS ${result.cls.toFixed(3)}`,
    result.lcpMs > BUDGET.lcpMs && `LCP ${(result.lcpMs / 1000).toFixed(2)} s`,
  ].filter((failure): failure is string => Boolean(failure))
}

/**
 * Lighthouse now and then loses Chromium or the trace (NO_NAVSTART): a run is tried three times,
 * then left out (said so), so one bad run does not cost the others.
 */
async function measure(url: string, options: RunOptions): Promise<LighthouseRun | null> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await browser.run(url, options)
    } catch (error) {
      if (attempt === 3) {
        console.log(`  ${url}: run left out after 3 attempts (${(error as Error).message})`)
        return null
      }
    }
  }
}

const site = benchSite('lighthouse')
let twin: StaticTwin | undefined
const entries: Array<{ stop: () => Promise<void> }> = []
const certificate = VIA === 'edge' ? await edgeCertificate() : undefined
/**
 * What stands in front of `origin` as VIA says: `visitors` is the origin Lighthouse loads,
 * `cache` the HTTP cache (warmed over plain HTTP; Node's fetch would refuse the edge's certificate).
 */
async function entryFor(origin: string): Promise<{ visitors: string; cache: string }> {
  if (VIA === 'app') return { visitors: origin, cache: origin }
  const cache = await startHttpCache({
    port: await findFreePort(),
    backends: [{ host: '127.0.0.1', port: Number(new URL(origin).port) }],
  })
  entries.push(cache)
  if (!certificate) return { visitors: cache.url, cache: cache.url }
  const edge = await startTlsEdge({ port: await findFreePort(), backend: cache.url, certificate })
  entries.unshift(edge)
  return { visitors: edge.url, cache: cache.url }
}
const browser = await startLighthouseBrowser({ trustedSpki: certificate?.spkiSha256 })
try {
  await site.start()
  const siteEntry = await entryFor(site.origin)
  const requested = process.argv.slice(2).filter((arg) => arg.startsWith('/'))
  const paths: string[] = []
  for (const listPath of requested.length ? requested : TEMPLATES) {
    const html = await warmPage(siteEntry.cache, listPath)
    paths.push(listPath)
    const detail = requested.length ? undefined : LIST_WITH_DETAIL[listPath]?.exec(html)?.[1]
    if (detail) {
      await warmPage(siteEntry.cache, detail)
      paths.push(detail)
    }
  }

  const floor = await lighthouseFloorPage(site.origin, await warmPage(site.origin, '/'))
  twin = await startStaticTwin({ floor: floor.html }, floor.files, { floor: floor.nextPage })
  const twinEntry = await entryFor(twin.origin)
  const floorUrls: Record<string, string> = {
    [STATIC_FLOOR]: twin.url('floor').replace(twin.origin, twinEntry.visitors),
    [NEXT_FLOOR]: twin.nextUrl('floor').replace(twin.origin, twinEntry.visitors),
  }

  // Templates and the floors take turns, so a slower minute of this machine hits all of them.
  const runs = new Map<string, LighthouseRun[]>(
    [...paths, STATIC_FLOOR, NEXT_FLOOR].map((key) => [key, []]),
  )
  for (let round = 1; round <= RUNS; round++) {
    for (const key of runs.keys()) {
      const url = floorUrls[key] ?? `${siteEntry.visitors}${key}`
      const name = key === '/' ? 'home' : key.replace(/^\//, '').replace(/\//g, '_')
      const options = {
        setUp: SET_UP[key],
        reportFile: `bench-results/lighthouse/${name}-${round}.json`,
      }
      const run = await measure(url, options)
      if (!run) continue
      runs.get(key)!.push(run)
      console.log(
        `  ${round}/${RUNS} ${key}: perf ${run.performance}, a11y ${run.accessibility}, BP ${run.bestPractices}, ` +
          `LCP ${run.lcpMs.toFixed(0)} ms, CLS ${run.cls.toFixed(3)}, TBT ${run.tbtMs.toFixed(0)} ms`,
      )
    }
  }

  const measured = paths.filter((key) => runs.get(key)!.length > 0)
  const unmeasured = paths.filter((key) => runs.get(key)!.length === 0)
  for (const key of [STATIC_FLOOR, NEXT_FLOOR]) {
    if (runs.get(key)!.length === 0) throw new Error(`The ${key} could not be measured`)
  }
  const staticFloor = summarize(runs.get(STATIC_FLOOR)!)
  const floorResult = summarize(runs.get(NEXT_FLOOR)!)
  const results = measured.map((key) => ({ path: key, ...summarize(runs.get(key)!) }))
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
  console.log(
    `\nLighthouse mobile, median of ${RUNS}, ${VIA_LABEL}. Floor (×floor below): the homepage hero and ` +
      `stylesheets as a bare Next page, LCP ${seconds(floorResult.lcpMs)}, FCP ` +
      `${seconds(floorResult.fcpMs)}, TBT ${floorResult.tbtMs.toFixed(0)} ms; the same as static ` +
      `HTML without any script: LCP ${seconds(staticFloor.lcpMs)}, FCP ${seconds(staticFloor.fcpMs)}\n`,
  )
  console.log('template'.padEnd(44) + 'perf  a11y  BP   LCP s  ×floor  CLS    TBT ms  LCP element')
  let failures = 0
  for (const result of results) {
    const over = overBudget(result)
    failures += over.length ? 1 : 0
    console.log(
      result.path.slice(0, 43).padEnd(44) +
        `${String(result.performance).padEnd(6)}${String(result.accessibility).padEnd(6)}` +
        `${String(result.bestPractices).padEnd(5)}${(result.lcpMs / 1000).toFixed(2).padEnd(7)}` +
        `${(result.lcpMs / floorResult.lcpMs).toFixed(2).padEnd(8)}${result.cls.toFixed(3).padEnd(7)}` +
        `${result.tbtMs.toFixed(0).padEnd(8)}${result.lcpElement.slice(0, 40)}` +
        (over.length ? `\n    OVER BUDGET: ${over.join(', ')}` : '') +
        (result.failedAudits.length
          ? `\n    failed audits: ${result.failedAudits.join(', ')}`
          : ''),
    )
  }
  const aboveAim = results.filter((result) => result.lcpMs > FLOOR_AIM * floorResult.lcpMs)
  console.log(
    `\nBudgets: performance ≥ ${BUDGET.performance}, accessibility ${BUDGET.accessibility}, ` +
      `best practices ≥ ${BUDGET.bestPractices}, CLS ≤ ${BUDGET.cls}, LCP ≤ ${BUDGET.lcpMs / 1000} s ` +
      `→ ${failures ? `${failures} template(s) OVER BUDGET` : 'OK: every template within budget'}` +
      `\nLCP within ${FLOOR_AIM}× the floor: ${results.length - aboveAim.length}/${results.length}` +
      (aboveAim.length ? ` (above: ${aboveAim.map((result) => result.path).join(', ')})` : '') +
      (unmeasured.length ? `\nNOT MEASURED (every run failed): ${unmeasured.join(', ')}` : ''),
  )
  console.log(
    `Report: ${writeBenchResult('lighthouse', { runs: RUNS, via: VIA, budget: BUDGET, floor: floorResult, staticFloor, results })}`,
  )
  process.exitCode = failures || unmeasured.length ? 1 : 0
} finally {
  await browser.close()
  for (const entry of entries) await entry.stop()
  await twin?.stop()
  await site.dispose()
}
