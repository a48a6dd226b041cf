/**
 * Lighthouse budgets of every template (issues 15 and 30) on the production build (`npm run build`
 * first):
 *   npm run bench:lighthouse                       # every template below, at CPU 4× and 6×
 *   npm run bench:lighthouse -- / /blog            # some paths only
 *   LIGHTHOUSE_RUNS=3 npm run bench:lighthouse     # more rounds (default 2)
 *   LIGHTHOUSE_CPU=4 npm run bench:lighthouse      # one CPU slowdown only (default 4,6)
 *
 * Lighthouse 12 (mobile preset: simulated slow 4G and CPU slowdown) drives Debian's Chromium
 * (CHROMIUM_PATH or /usr/bin/chromium); every load is a cold one after refusing cookies, against
 * a warmed server cache (not the 404 template: Lighthouse refuses to measure a 404 answer). The
 * throttling is simulated, so each load is audited at every slowdown of LIGHTHOUSE_CPU
 * (lib/lighthouseRun.ts): the slowdowns compare the same loads.
 *
 * Each template is measured beside its own static twin (lib/templateTwin.ts): its HTML as served,
 * with every script and script preload removed (lib/twinHtml.ts), served at the same path from an
 * origin of its own whose other requests reach the site (lib/twinSite.ts). Page − twin is what
 * hydration and our scripts cost on that page; the same difference of the bare-Next floor (two
 * floors, lib/lighthouseFloor.ts: the homepage hero and stylesheets as a bare Next page and as
 * static HTML) is the yardstick. Pages, twins and floors take turns in every round, so a slower
 * minute of this shared machine hits all of them. The budgets (lib/lighthouseBudget.ts), at
 * every slowdown: page − twin main-thread work ≤ 2× the floor's (aim 1.5×), performance within
 * 3 points of the floor's, LCP ≤ 2.5 s and ≤ 1.2× the floor's, accessibility 100, best practices
 * ≥ 96, CLS ≤ 0.02. A template without a twin ("no twin: <reason>") or not measured misses it.
 * The bench exits 1 when any template misses. Medians go to
 * bench-results/lighthouse-cpu<N>-<date>.json, every audited load's whole report to
 * bench-results/lighthouse/.
 *
 * The site runs with error reporting on, as every deployment does: SENTRY_DSN points at a local
 * sink (tools/lib/errorSink.ts), and before measuring, an error thrown on purpose must reach it.
 *
 * Visitors reach the site as in the production topology (DESIGN.md): over HTTPS and HTTP/2 at
 * the edge (lib/tlsEdge.ts, the CDN or TLS terminator's part), through the HTTP cache (Varnish with
 * http-cache/site.vcl) to the server; the twins' and the floors' servers get the same path.
 * Static assets and images come from the cache, pages from the app behind it (s-maxage=1 is long
 * past between two runs). LIGHTHOUSE_VIA=cache leaves the edge out (plain HTTP/1.1 to Varnish:
 * Lighthouse then simulates six connections and a round trip per request, which no visitor has);
 * LIGHTHOUSE_VIA=app measures the app server alone, where a burst of ~17 requests waits for
 * Next's per-request gzip on this 2-core machine.
 */
import { startErrorSink } from '../lib/errorSink'
import { findFreePort } from '../../scripts/lib/findFreePort'
import { startHttpCache } from '../lib/httpCache'
import { benchSite, warmPage } from './lib/benchSite'
import { checkErrorReporting } from './lib/errorReportingCheck'
import { describeBudget, judgeTemplate, LIGHTHOUSE_BUDGET } from './lib/lighthouseBudget'
import {
  figuresAt,
  type MeasuredRounds,
  NEXT_FLOOR,
  REPORTING_FLOOR,
  STATIC_FLOOR,
  twinKey,
} from './lib/lighthouseFigures'
import { lighthouseFloorPage } from './lib/lighthouseFloor'
import { type LighthouseRun, type RunOptions, startLighthouseBrowser } from './lib/lighthouseRun'
import { lighthouseTable, verdictLine } from './lib/lighthouseTable'
import { writeBenchResult } from './lib/results'
import { startStaticTwin, type StaticTwin } from './lib/staticTwin'
import { templateTwin } from './lib/templateTwin'
import { type RunningTwinSite, startTwinSite, type TwinPage } from './lib/twinSite'
import { edgeCertificate, startTlsEdge } from './lib/tlsEdge'

/**
 * Rounds by default: a full run (14 templates, 14 twins, 2 floors: 60 loads) took 26 min on this
 * shared 2-core machine (5 to start the site and build the floors' twin, 21 to measure).
 */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS) || 2
const SLOWDOWNS = (process.env.LIGHTHOUSE_CPU || '4,6').split(',').map(Number)
if (!SLOWDOWNS.every((slowdown) => slowdown >= 1)) {
  throw new Error('LIGHTHOUSE_CPU: CPU slowdowns separated by commas, e.g. 4,6')
}
/** Seconds one Lighthouse load (with both audits) took here, to say how long a run will take. */
const SECONDS_PER_LOAD = 22
const VIA_LABELS = {
  edge: 'HTTPS + HTTP/2 edge → HTTP cache → app',
  cache: 'HTTP/1.1 to the HTTP cache → app',
  app: 'app server alone',
}
const VIA = (process.env.LIGHTHOUSE_VIA || 'edge') as keyof typeof VIA_LABELS
if (!Object.hasOwn(VIA_LABELS, VIA)) throw new Error('LIGHTHOUSE_VIA: edge (default), cache or app')
const VIA_LABEL = VIA_LABELS[VIA]

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

/**
 * The cart is measured with a product in it (empty, it sends the visitor back to /eshop). Its
 * twin is its HTML as served, which is the same for every visitor: the cart lives in the
 * browser's storage, so the server sends the cart's frame with "Načítáme košík…" and script
 * fills in the product. Page − twin there counts that filling in too: it is our script's work.
 */
const SET_UP: Record<string, RunOptions['setUp']> = {
  '/eshop/cart': async (page, origin) => {
    await page.goto(`${origin}/eshop`)
    await page.locator('button[aria-label^="Vybrat "]').click()
    await page.waitForFunction(() => location.pathname === '/eshop/cart')
  },
}

/**
 * Lighthouse now and then loses Chromium or the trace (NO_NAVSTART): a run is tried three times,
 * then left out (said so), so one bad run does not cost the others.
 */
async function measure(
  url: string,
  options: RunOptions,
): Promise<Map<number, LighthouseRun> | null> {
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

const sinkPort = await findFreePort()
const sink = await startErrorSink(sinkPort)
const site = benchSite('lighthouse', {
  env: { SENTRY_DSN: `http://benchpublickey@127.0.0.1:${sinkPort}/1` },
})
let twin: StaticTwin | undefined
let twinSite: RunningTwinSite | undefined
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
  const checkPage = await browser.newPage()
  await checkErrorReporting(checkPage, `${siteEntry.visitors}/kontakt`, sink)
  await checkPage.close()
  console.log(`Error reporting on: an error thrown on purpose reached the sink (SENTRY_DSN).`)

  const requested = process.argv.slice(2).filter((arg) => arg.startsWith('/'))
  const paths: string[] = []
  /** Templates that cannot be loaded at all (Lighthouse refuses an error answer): said so. */
  const unloadable = new Set<string>()
  for (const listPath of requested.length ? requested : TEMPLATES) {
    paths.push(listPath)
    const html = await warmPage(siteEntry.cache, listPath).catch((error: Error) => {
      console.log(`  ${listPath}: not measured: ${error.message}`)
      unloadable.add(listPath)
      return ''
    })
    const detail = requested.length ? undefined : LIST_WITH_DETAIL[listPath]?.exec(html)?.[1]
    if (detail) {
      await warmPage(siteEntry.cache, detail)
      paths.push(detail)
    }
  }

  const twins = new Map<string, TwinPage>()
  const noTwin = new Map<string, string>()
  for (const pagePath of paths) {
    const made = await templateTwin(siteEntry.cache, pagePath)
    if (made.twin) twins.set(pagePath, made.twin)
    else noTwin.set(pagePath, made.noTwin)
  }
  for (const [pagePath, reason] of noTwin) console.log(`  ${pagePath}: no twin: ${reason}`)
  twinSite = await startTwinSite({ twins, site: siteEntry.cache })
  const twinEntry = await entryFor(twinSite.origin)
  for (const pagePath of twins.keys()) await warmPage(twinEntry.cache, pagePath)

  const floor = await lighthouseFloorPage(site.origin, await warmPage(site.origin, '/'))
  // The yardstick's error reporting reads the site's settings (its DSN: the same sink).
  const clientConfig = await fetch(`${site.origin}/client-config.json`)
  if (!clientConfig.ok) throw new Error(`/client-config.json answered ${clientConfig.status}`)
  twin = await startStaticTwin(
    { floor: floor.html },
    { ...floor.files, '/client-config.json': Buffer.from(await clientConfig.arrayBuffer()) },
    { floor: floor.nextPage },
    { floor: floor.nextPage },
  )
  const floorEntry = await entryFor(twin.origin)
  const urls = new Map<string, string>([
    ...paths
      .filter((pagePath) => !unloadable.has(pagePath))
      .map((pagePath) => [pagePath, `${siteEntry.visitors}${pagePath}`] as const),
    ...[...twins.keys()].map(
      (pagePath) => [twinKey(pagePath), `${twinEntry.visitors}${pagePath}`] as const,
    ),
    [STATIC_FLOOR, twin.url('floor').replace(twin.origin, floorEntry.visitors)],
    [NEXT_FLOOR, twin.nextUrl('floor').replace(twin.origin, floorEntry.visitors)],
    [REPORTING_FLOOR, twin.reportingUrl('floor').replace(twin.origin, floorEntry.visitors)],
  ])

  const loads = urls.size * RUNS
  console.log(
    `\n${urls.size} pages (${paths.length - unloadable.size} templates, ${twins.size} twins, 3 floors) × ${RUNS} ` +
      `rounds = ${loads} Lighthouse loads, each audited at CPU ${SLOWDOWNS.join('× and ')}× ` +
      `(${loads * SLOWDOWNS.length} reports); about ${Math.ceil((loads * SECONDS_PER_LOAD) / 60)} min here\n`,
  )
  const started = Date.now()
  // Templates, twins and floors take turns, so a slower minute of this machine hits all of them.
  const rounds: MeasuredRounds = new Map(
    [...urls.keys()].map((key) => [
      key,
      new Map(
        SLOWDOWNS.map((slowdown) => [slowdown, Array<LighthouseRun | null>(RUNS).fill(null)]),
      ),
    ]),
  )
  for (let round = 0; round < RUNS; round++) {
    for (const [key, url] of urls) {
      const name = key.replace(/^twin:/, 'twin_').replace(/^(twin_)?\/$/, '$1home')
      const options: RunOptions = {
        setUp: SET_UP[key],
        reportFile: `bench-results/lighthouse/${name.replace(/\//g, '_').replace(/^_/, '')}-${round + 1}.json`,
        cpuSlowdowns: SLOWDOWNS,
      }
      const bySlowdown = await measure(url, options)
      if (!bySlowdown) continue
      for (const [slowdown, run] of bySlowdown) rounds.get(key)!.get(slowdown)![round] = run
      const first = bySlowdown.get(SLOWDOWNS[0]!)!
      console.log(
        `  ${round + 1}/${RUNS} ${key}: perf ${first.performance}, LCP ${first.lcpMs.toFixed(0)} ms, ` +
          `TBT ${first.tbtMs.toFixed(0)} ms, main thread ${first.mainThreadMs.toFixed(0)} ms ` +
          `(CPU ${SLOWDOWNS[0]}×)`,
      )
    }
  }
  const minutes = (Date.now() - started) / 60_000

  let missed = 0
  const verdictLines: string[] = []
  const judged = paths.map((path) => ({ path, noTwin: noTwin.get(path) ?? null }))
  for (const slowdown of SLOWDOWNS) {
    const { floor, staticFloor, templates } = figuresAt(rounds, slowdown, judged)
    const verdicts = templates.map((template) => judgeTemplate(template, floor, slowdown))
    const heading = `Lighthouse mobile, median of ${RUNS}, ${VIA_LABEL}, error reporting on`
    const table = lighthouseTable({ slowdown, heading, floor, staticFloor, templates, verdicts })
    console.log(`\n${table.join('\n')}`)
    missed += verdicts.filter((verdict) => verdict.misses.length > 0).length
    verdictLines.push(verdictLine(slowdown, verdicts))
    const report = writeBenchResult(`lighthouse-cpu${slowdown}`, {
      cpuSlowdown: slowdown,
      runs: RUNS,
      via: VIA,
      errorReporting: true,
      budget: LIGHTHOUSE_BUDGET,
      floor: { ...floor, staticPage: staticFloor },
      templates: templates.map((template, index) => ({ ...template, verdict: verdicts[index] })),
    })
    console.log(`Report: ${report}`)
  }
  console.log(
    `\n${describeBudget(SLOWDOWNS)}\n${loads} loads in ${minutes.toFixed(1)} min; the error ` +
      `sink received ${sink.envelopes.length} envelopes (browsers' and the server's)`,
  )
  console.log(verdictLines.join('\n'))
  console.log(
    missed
      ? `VERDICT: OVER BUDGET (${missed} template × slowdown miss(es))`
      : `VERDICT: OK, every template within budget at CPU ${SLOWDOWNS.join('× and ')}×`,
  )
  process.exitCode = missed ? 1 : 0
} finally {
  await browser.close()
  for (const entry of entries) await entry.stop()
  await twinSite?.stop()
  await twin?.stop()
  await site.dispose()
  await sink.close()
}
