/**
 * Second budget of the site search (issue 39): the provider sync of 5,000 items takes ≤ 60 s
 * while the site goes on serving pages, whose p99 stays within 1.2× of what it was before:
 *   npm run build && npm run bench:search-sync
 *
 * Set-up, as docker-compose.yml runs production (on 127.0.0.1, free ports, a temporary folder):
 * an embedded PostgreSQL, migrated and seeded; the provider sandbox for the site; one replica of
 * the production build (`.next/standalone`, as `npm start` runs it) in the web role; one worker
 * process (`npm run worker`'s script, PROCESS_ROLE=worker) whose PROVIDER_API_URL is the bench's
 * own catalogue server (lib/providerCatalogue.ts: BENCH_SYNC_ITEMS (5,000) items cloned from the
 * sandbox's fixtures in the provider's JSON format, each with a few KB of Czech HTML body; empty
 * lists until the measured sync, so the worker's start-up sync indexes nothing). The worker has
 * SEARCH_SYNC_MINUTES=1440, so no cron tick falls into the run.
 *
 * 1. Baseline: visitors at a fixed rate (lib/fixedRateLoad.ts, an open loop) on `/` and the content
 *    page `/elektronicky-podpis` (the pages of bench:home and bench:pages, cached after a warm-up:
 *    what most visitors get), BENCH_SYNC_PAGE_RATE (20) req/s together, first for
 *    BENCH_SYNC_WARM_UP_SECONDS (20) not counted (a fresh replica's tail is longer), then until
 *    BENCH_SYNC_REQUESTS (600) page requests are sent; beside them the search page
 *    `/hledat?q=elektronický podpis` (rendered per request, reads the index being written) at
 *    BENCH_SYNC_SEARCH_RATE (2) req/s.
 * 2. Sync: the catalogue is filled and one `search-sync` job sent to pg-boss (as the cron, the
 *    start or an expired provider tag send it); the worker runs it (syncProviderSearchIndex, the
 *    production path) while the same load goes on until the job is completed (at most
 *    BENCH_SYNC_TIMEOUT_SECONDS, 180). Sync time = job sent → job completed (the queue's pick-up,
 *    up to its 5-s poll, included); the job's own run time (started → completed) is shown too.
 * 3. After: the same load as the baseline once more, no sync (the index is now 5,000 rows bigger:
 *    what the search page's figures owe to the index's size, not to the sync).
 * 4. A second sync of the unchanged catalogue (rows compared by content hash, nothing written),
 *    timed, no load.
 * Checks: `search_documents` holds exactly BENCH_SYNC_ITEMS provider rows, each list as served,
 * and the site's search page finds a blog post and a case study of the catalogue by the made-up
 * word in their titles.
 *
 * Budgets: sync ≤ 60 s; page p99 (both pages together) during the sync ≤ 1.2× the baseline's; no
 * page errors, no request skipped by the load client (more than 50 open), every check passed.
 * The search page's figures are reported without a budget. Load averages are printed with each
 * phase: on this 2-core machine other work moves every figure. Results:
 * bench-results/search-sync-<timestamp>.json; exit 1 when a budget or a check is missed.
 */
import { randomBytes } from 'node:crypto'
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { PgBoss } from 'pg-boss'

import { startSandbox } from '../../sandbox/server'
import { startEmbeddedDatabase } from '../../scripts/lib/embeddedDatabase'
import { findFreePort } from '../../scripts/lib/findFreePort'
import { run, tsxBin } from '../../scripts/lib/stack'
import { STANDALONE_SERVER } from '../../scripts/lib/standaloneServer'
import { formatTable } from '../lib/table'
import { type AppReplica, startReplica } from '../lib/topology'
import { startWorkerProcess, type WorkerProcess } from '../lib/workerProcess'
import { sleep, warmPage } from './lib/benchSite'
import {
  type FixedRateRun,
  fixedRateLoad,
  latencyFigures,
  type LoadTarget,
} from './lib/fixedRateLoad'
import { buildCatalogue, type CatalogueServer, startCatalogueServer } from './lib/providerCatalogue'
import { writeBenchResult } from './lib/results'

const ITEMS = Number(process.env.BENCH_SYNC_ITEMS) || 5000
const PAGE_RATE = Number(process.env.BENCH_SYNC_PAGE_RATE) || 20
const SEARCH_RATE = Number(process.env.BENCH_SYNC_SEARCH_RATE ?? 2)
const REQUESTS = Number(process.env.BENCH_SYNC_REQUESTS) || 600
const TIMEOUT_SECONDS = Number(process.env.BENCH_SYNC_TIMEOUT_SECONDS) || 180
const WARM_UP_SECONDS = Number(process.env.BENCH_SYNC_WARM_UP_SECONDS ?? 20)
const BUDGET = { syncSeconds: 60, p99Ratio: 1.2 }
const SYNC_QUEUE = 'search-sync'
const PAGES = ['/', '/elektronicky-podpis']
const SEARCH_PATH = `/hledat?q=${encodeURIComponent('elektronický podpis')}`

if (!existsSync(STANDALONE_SERVER)) {
  console.error('No production build: run `npm run build` first.')
  process.exit(1)
}

const log = (line: string) => console.info(`[bench:search-sync] ${line}`)
const load1 = () => os.loadavg()[0]!
const loadText = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ')

const work = mkdtempSync(path.join(os.tmpdir(), 'site-602-bench-search-sync-'))
chmodSync(work, 0o755)
const stops: Array<() => Promise<unknown>> = []
let failed = true

/** One job of the sync queue sent now; resolves with its timings once it is done. */
async function timedSync(boss: PgBoss, pool: pg.Pool, onDone?: () => void) {
  const sent = performance.now()
  const id = await boss.send(SYNC_QUEUE, {})
  if (!id) throw new Error('A sync job is already waiting in the queue (stately): cannot measure.')
  for (;;) {
    const { rows } = await pool.query<{
      state: string
      run_ms: number | null
      wait_ms: number | null
    }>(
      `SELECT state,
         extract(epoch FROM completed_on - started_on) * 1000 AS run_ms,
         extract(epoch FROM started_on - created_on) * 1000 AS wait_ms
       FROM pgboss.job WHERE name = $1 AND id = $2`,
      [SYNC_QUEUE, id],
    )
    const job = rows[0]
    const seconds = (performance.now() - sent) / 1000
    if (job && ['completed', 'failed', 'cancelled'].includes(job.state)) {
      onDone?.()
      return {
        state: job.state,
        seconds,
        runSeconds: Number(job.run_ms) / 1000,
        queueWaitSeconds: Number(job.wait_ms) / 1000,
      }
    }
    if (job?.state === 'retry') throw new Error('The sync failed (pg-boss will retry it).')
    if (seconds > TIMEOUT_SECONDS) {
      onDone?.()
      return {
        state: `${job?.state ?? 'missing'} after ${TIMEOUT_SECONDS} s`,
        seconds,
        runSeconds: NaN,
        queueWaitSeconds: NaN,
      }
    }
    await sleep(100)
  }
}

try {
  // --- the stack -------------------------------------------------------------------------
  const database = await startEmbeddedDatabase({ dataDir: work, port: await findFreePort() })
  stops.push(database.stop)
  const sitePort = await findFreePort()
  const siteUrl = `http://127.0.0.1:${sitePort}`
  const sandbox = await startSandbox({ port: 0, siteUrl })
  stops.push(sandbox.close)
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: database.url,
    PAYLOAD_SECRET: randomBytes(32).toString('hex'),
    LOCAL_DATABASE: 'true',
    DATA_DIR: work,
    SITE_URL: siteUrl,
    PROVIDER_API_URL: sandbox.url,
    // the load comes from one address: the search page would refuse it after 120 a minute
    SEARCH_RATE_LIMIT_PER_MINUTE: '100000',
    // no cron tick of the sync during the run: only the bench's job syncs
    SEARCH_SYNC_MINUTES: '1440',
  }
  for (const name of [
    'DATABASE_SCHEMA',
    'PROVIDER_PUBLIC_URL',
    'IDENTITY_LOGIN_URL',
    'REDIS_URL',
    'PROCESS_ROLE',
  ]) {
    delete env[name]
  }
  log('migrating and seeding a fresh database…')
  await run(tsxBin, ['server/migrate.ts', '--seed-if-empty'], env)

  const built = performance.now()
  const catalogue = buildCatalogue(ITEMS, {
    now: new Date(),
    asset: (assetPath) => `${sandbox.url}${assetPath}`,
    siteUrl,
  })
  const provider: CatalogueServer = await startCatalogueServer(catalogue)
  stops.push(provider.close)
  const catalogueMb = Object.values(catalogue.bytes).reduce((sum, n) => sum + n, 0) / 1e6
  log(
    `catalogue: ${Object.entries(catalogue.sizes)
      .map(([list, count]) => `${list} ${count}`)
      .join(', ')} (${catalogueMb.toFixed(1)} MB of JSON, built in ${(
      (performance.now() - built) /
      1000
    ).toFixed(1)} s) at ${provider.url}`,
  )

  log('starting the web replica and the worker…')
  const replica: AppReplica = await startReplica('web', sitePort, { ...env, PROCESS_ROLE: 'web' })
  stops.push(replica.stop)
  const worker: WorkerProcess = await startWorkerProcess({
    ...env,
    PROVIDER_API_URL: provider.url,
  })
  stops.push(() => worker.stop())

  const pool = new pg.Pool({ connectionString: database.url, max: 2 })
  pool.on('error', () => {})
  stops.push(() => pool.end())
  const boss = new PgBoss({
    db: { executeSql: (text, values) => pool.query(text, values) },
    schema: 'pgboss',
    migrate: false,
    supervise: false,
    schedule: false,
    registerInstance: false,
  })
  // the worker's start-up sync (empty lists) must be over before anything is measured
  for (let waited = 0; ; waited += 250) {
    const { rows } = await pool.query<{ done: string; open: string }>(
      `SELECT count(*) FILTER (WHERE state = 'completed') AS done,
         count(*) FILTER (WHERE state NOT IN ('completed', 'failed', 'cancelled')) AS open
       FROM pgboss.job WHERE name = $1`,
      [SYNC_QUEUE],
    )
    if (Number(rows[0]!.done) > 0 && Number(rows[0]!.open) === 0) break
    if (waited > 60_000) throw new Error("The worker's first sync did not end within 60 s.")
    await sleep(250)
  }

  for (const pagePath of [...PAGES, SEARCH_PATH]) await warmPage(siteUrl, pagePath)
  const targets: LoadTarget[] = [
    ...PAGES.map((pagePath) => ({
      name: pagePath,
      url: `${siteUrl}${pagePath}`,
      perSecond: PAGE_RATE / PAGES.length,
    })),
    ...(SEARCH_RATE > 0
      ? [{ name: 'search', url: `${siteUrl}${SEARCH_PATH}`, perSecond: SEARCH_RATE }]
      : []),
  ]
  const pageRequestsSent = (sent: number[]) =>
    sent.slice(0, PAGES.length).reduce((sum, n) => sum + n, 0)
  const maxSeconds = TIMEOUT_SECONDS + 30
  const fixedLoad = () =>
    fixedRateLoad(targets, (_, sent) => pageRequestsSent(sent) >= REQUESTS, { maxSeconds })

  // --- 1. baseline ---------------------------------------------------------------------------
  // the same load, not counted: a replica's first minute (JIT, pools) has a longer tail
  log(`warm-up: ${WARM_UP_SECONDS} s of the same load, not counted…`)
  await fixedRateLoad(targets, (elapsed) => elapsed >= WARM_UP_SECONDS, { maxSeconds })
  const loadAverage: Record<string, string> = { start: loadText() }
  log(`baseline: ${REQUESTS} page requests at ${PAGE_RATE}/s (load average ${loadText()})…`)
  const baseline = await fixedLoad()
  loadAverage.baseline = loadText()

  // --- 2. the sync, the same load meanwhile --------------------------------------------------
  log(`sync of ${ITEMS} items, the same load meanwhile…`)
  provider.fill()
  let syncing = true
  const [sync, during] = await Promise.all([
    timedSync(boss, pool, () => (syncing = false)),
    fixedRateLoad(targets, () => !syncing, { maxSeconds }),
  ])
  loadAverage.sync = loadText()
  const load1AtSyncEnd = load1()

  // --- 3. after, 4. an unchanged re-sync -----------------------------------------------------
  log('after the sync: the same load once more…')
  const after = await fixedLoad()
  loadAverage.after = loadText()
  log('a second sync of the unchanged catalogue…')
  const resync = await timedSync(boss, pool)

  // --- checks --------------------------------------------------------------------------------
  const { rows: counts } = await pool.query<{ list: string; count: string }>(
    `SELECT split_part(source_key, ':', 1) AS list, count(*) AS count
     FROM search_documents WHERE source = 'provider' GROUP BY 1`,
  )
  const indexed = Object.fromEntries(counts.map((row) => [row.list, Number(row.count)]))
  const indexedTotal = Object.values(indexed).reduce((sum, n) => sum + n, 0)
  const expected = {
    blog: catalogue.sizes.blogpost,
    'case-study': catalogue.sizes['case-study'],
    webinar: catalogue.sizes.webinar,
    product: catalogue.sizes.product,
  }
  const probes = await Promise.all(
    catalogue.probes.map(async (probe) => {
      const response = await fetch(`${siteUrl}/hledat?q=${encodeURIComponent(probe.word)}`)
      const html = await response.text()
      return { ...probe, status: response.status, found: html.includes(`href="${probe.url}"`) }
    }),
  )

  // --- report --------------------------------------------------------------------------------
  const pages = (runOf: FixedRateRun) => {
    const samples = runOf.samples.filter((sample) => PAGES.includes(sample.target))
    return latencyFigures({ ...runOf, samples })
  }
  const ratio = pages(during).p99 / pages(baseline).p99
  const pageErrors = [baseline, during, after].reduce((sum, r) => sum + pages(r).errors, 0)
  const skipped = [baseline, during, after].reduce((sum, r) => sum + r.skipped, 0)
  const checks = {
    syncCompleted: sync.state === 'completed',
    syncWithinBudget: sync.state === 'completed' && sync.seconds <= BUDGET.syncSeconds,
    p99Ratio: ratio <= BUDGET.p99Ratio,
    noPageErrors: pageErrors === 0,
    noneSkipped: skipped === 0,
    indexedAll: indexedTotal === ITEMS,
    eachList: Object.entries(expected).every(([list, count]) => indexed[list] === count),
    searchFindsThem: probes.length > 0 && probes.every((probe) => probe.found),
    resyncCompleted: resync.state === 'completed',
  }
  failed = Object.values(checks).some((ok) => !ok)

  const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(0)} ms` : '–')
  const rows = (phase: string, runOf: FixedRateRun) => {
    const figures = [
      { what: 'pages', ...pages(runOf) },
      ...PAGES.map((pagePath) => ({ what: pagePath, ...latencyFigures(runOf, pagePath) })),
      ...(SEARCH_RATE > 0 ? [{ what: 'search page', ...latencyFigures(runOf, 'search') }] : []),
    ]
    return figures.map((f) => ({
      phase,
      path: f.what,
      requests: String(f.requests),
      p50: ms(f.p50),
      p99: ms(f.p99),
      max: ms(f.max),
      errors: String(f.errors),
    }))
  }
  const ok = (pass: boolean) => (pass ? 'OK' : 'OVER BUDGET')
  console.log('')
  console.log(
    formatTable([
      ...rows(`baseline (${baseline.seconds.toFixed(0)} s)`, baseline),
      ...rows(`during sync (${during.seconds.toFixed(0)} s)`, during),
      ...rows(`after sync (${after.seconds.toFixed(0)} s)`, after),
    ]),
  )
  console.log('')
  console.log(
    formatTable([
      {
        what: `sync of ${ITEMS} items (job sent → completed)`,
        figure: `${sync.seconds.toFixed(1)} s, ${(ITEMS / sync.seconds).toFixed(0)} items/s`,
        budget: `≤ ${BUDGET.syncSeconds} s`,
        result: ok(checks.syncWithinBudget),
      },
      {
        what: '  of which queue pick-up / job run',
        figure:
          sync.state === 'completed'
            ? `${sync.queueWaitSeconds.toFixed(1)} s / ${sync.runSeconds.toFixed(1)} s`
            : sync.state,
        budget: '',
        result: '',
      },
      {
        what: 'page p99 during sync / baseline',
        figure: `${ms(pages(during).p99)} / ${ms(pages(baseline).p99)} = ${ratio.toFixed(2)}×`,
        budget: `≤ ${BUDGET.p99Ratio}×`,
        result: ok(checks.p99Ratio),
      },
      {
        what: 'page p99 during sync / after sync',
        figure: `${ms(pages(during).p99)} / ${ms(pages(after).p99)} = ${(pages(during).p99 / pages(after).p99).toFixed(2)}×`,
        budget: 'reported',
        result: '',
      },
      {
        what: 'search page p99 during / before / after',
        figure: `${ms(latencyFigures(during, 'search').p99)} / ${ms(latencyFigures(baseline, 'search').p99)} / ${ms(latencyFigures(after, 'search').p99)}`,
        budget: 'reported',
        result: '',
      },
      {
        what: 're-sync, catalogue unchanged',
        figure: `${resync.seconds.toFixed(1)} s (${resync.state})`,
        budget: 'reported',
        result: '',
      },
      {
        what: 'provider rows in search_documents',
        figure: `${indexedTotal} (${Object.entries(indexed)
          .map(([list, count]) => `${list} ${count}`)
          .join(', ')})`,
        budget: `= ${ITEMS}`,
        result: checks.indexedAll && checks.eachList ? 'OK' : 'MISSED',
      },
      {
        what: 'the search page finds them',
        figure: probes.map((probe) => `„${probe.word}“ → ${probe.url}: ${probe.found}`).join('; '),
        budget: 'all found',
        result: checks.searchFindsThem ? 'OK' : 'MISSED',
      },
      {
        what: 'page errors / requests skipped',
        figure: `${pageErrors} / ${skipped}`,
        budget: '0 / 0',
        result: checks.noPageErrors && checks.noneSkipped ? 'OK' : 'MISSED',
      },
    ]),
  )
  console.log(
    `\nload average (1/5/15 min): start ${loadAverage.start}; after baseline ${loadAverage.baseline}; ` +
      `at sync end ${loadAverage.sync}; after ${loadAverage.after} (${os.availableParallelism()} cores)`,
  )
  if (load1AtSyncEnd > os.availableParallelism()) {
    console.log('The machine was busy beyond its cores: compare the ratios, not absolute figures.')
  }
  const file = writeBenchResult('search-sync', {
    items: ITEMS,
    catalogue: { sizes: catalogue.sizes, bytes: catalogue.bytes },
    budget: BUDGET,
    rates: { pagesPerSecond: PAGE_RATE, searchPerSecond: SEARCH_RATE, requests: REQUESTS },
    sync,
    resync,
    latency: Object.fromEntries(
      (
        [
          ['baseline', baseline],
          ['during', during],
          ['after', after],
        ] as const
      ).map(([phase, runOf]) => [
        phase,
        {
          seconds: runOf.seconds,
          skipped: runOf.skipped,
          pages: pages(runOf),
          ...Object.fromEntries(targets.map((t) => [t.name, latencyFigures(runOf, t.name)])),
        },
      ]),
    ),
    p99Ratio: ratio,
    indexed,
    probes,
    providerRequests: provider.requests(),
    loadAverage,
    checks,
  })
  console.log(`${failed ? 'FAILED' : 'OK'}; results in ${file}`)
} catch (error) {
  console.error(error)
} finally {
  for (const stop of stops.reverse()) await stop().catch(() => {})
  rmSync(work, { recursive: true, force: true })
  process.exit(failed ? 1 : 0)
}
