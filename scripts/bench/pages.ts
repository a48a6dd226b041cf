/**
 * Budgets of a CMS content page (issue 3), against the production build:
 *   npm run build && npm run bench:pages
 *
 * 1. Database queries of an uncached render (DB_QUERY_LOG=true counts every SQL statement):
 *    a cold render (globals not cached yet), a render of another page (globals cached) and a
 *    cached hit (must be 0).
 * 2. Throughput: autocannon, 50 connections, 15 s, gzip, alternating A/B/A/B between the cached
 *    content page (A) and a static file with the SAME HTML bytes served by the same server (B).
 *    Budget: A ≥ 80 % of B, zero errors.
 * 3. First-load JavaScript: gzip size of every non-noModule <script src> of the page. Budget 170 KB.
 *
 * Each run starts `npm start`'s code on a fresh temporary database (seeded), on BENCH_PORT
 * (default 3210) with the sandbox on BENCH_SANDBOX_PORT (default 4210). Results are printed and
 * written to bench-results/pages.json.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import autocannon from 'autocannon'

const port = Number(process.env.BENCH_PORT) || 3210
const sandboxPort = Number(process.env.BENCH_SANDBOX_PORT) || 4210
const origin = `http://127.0.0.1:${port}`
const pagePath = process.argv[2] || '/elektronicky-podpis'
const otherPagePath = '/gdpr'
const coldPagePath = '/o-602'
const staticCopy = path.resolve('.next/standalone/public/__bench/page.html')
const BUDGET = { throughputRatio: 0.8, firstLoadJsKb: 170 }

if (!existsSync('.next/standalone/server.js')) {
  console.error('Chybí produkční build: spusťte nejdřív `npm run build`.')
  process.exit(1)
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'site-602-bench-pages-'))
chmodSync(dataDir, 0o755)

type Server = { child: ChildProcess; queries: () => number; stop: () => Promise<void> }

async function startServer(countQueries: boolean): Promise<Server> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    SITE_URL: origin,
    DATA_DIR: dataDir,
    SANDBOX_PORT: String(sandboxPort),
    EMBEDDED_PG_PORT: '0',
    DB_QUERY_LOG: countQueries ? 'true' : 'false',
  }
  for (const name of [
    'DATABASE_URL',
    'PROVIDER_API_URL',
    'PROVIDER_PUBLIC_URL',
    'IDENTITY_LOGIN_URL',
  ]) {
    delete env[name]
  }
  const child = spawn('node_modules/.bin/tsx', ['scripts/start.ts'], {
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let queries = 0
  let pending = ''
  child.stdout!.on('data', (chunk: Buffer) => {
    pending += chunk.toString()
    const lines = pending.split('\n')
    pending = lines.pop() ?? ''
    for (const line of lines) if (line.includes('[db-query]')) queries += 1
  })
  const deadline = Date.now() + 180_000
  for (;;) {
    const status = await fetch(`${origin}/api/health`)
      .then((response) => response.status)
      .catch(() => 0)
    if (status === 200) break
    if (Date.now() > deadline) throw new Error('Server did not start within 3 minutes')
    await sleep(250)
  }
  return {
    child,
    queries: () => queries,
    stop: async () => {
      process.kill(-child.pid!, 'SIGTERM')
      await new Promise((resolve) => child.on('exit', resolve))
    },
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** SQL statements run while fetching one URL (log lines arrive shortly after the response). */
async function queriesFor(
  server: Server,
  url: string,
): Promise<{ status: number; queries: number }> {
  await sleep(500)
  const before = server.queries()
  const response = await fetch(`${origin}${url}`, { redirect: 'manual' })
  await response.arrayBuffer()
  await sleep(500)
  return { status: response.status, queries: server.queries() - before }
}

async function throughput(url: string) {
  const result = await autocannon({
    url: `${origin}${url}`,
    connections: 50,
    duration: 15,
    headers: { 'accept-encoding': 'gzip' },
  })
  return {
    requestsPerSecond: result.requests.average,
    errors: result.errors + result.timeouts + result.non2xx,
  }
}

async function firstLoadJs(html: string) {
  const sources = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map(([, attributes]) => attributes!)
    .filter((attributes) => !/\bnoModule\b/i.test(attributes))
    .map((attributes) => /\bsrc="([^"]+)"/.exec(attributes)?.[1])
    .filter((src): src is string => Boolean(src))
  const scripts = await Promise.all(
    [...new Set(sources)].map(async (src) => {
      const body = Buffer.from(await (await fetch(new URL(src, origin))).arrayBuffer())
      return { src, gzipBytes: gzipSync(body).length }
    }),
  )
  return { scripts, totalKb: scripts.reduce((sum, script) => sum + script.gzipBytes, 0) / 1024 }
}

let server: Server | undefined
try {
  // 1. Queries per render, on a fresh database (seeded by the start-up).
  server = await startServer(true)
  const cold = await queriesFor(server, coldPagePath)
  const uncached = await queriesFor(server, otherPagePath)
  const content = await queriesFor(server, pagePath)
  const hit = await queriesFor(server, pagePath)
  const html = await (await fetch(`${origin}${pagePath}`)).text()
  await server.stop()

  // 2. Throughput: the same HTML bytes as a static file of the same server (public/ is read at
  // start-up, hence the restart), measured alternately.
  mkdirSync(path.dirname(staticCopy), { recursive: true })
  writeFileSync(staticCopy, html)
  server = await startServer(false)
  // The restarted server renders the page anew: copy exactly the bytes it now serves.
  const served = await (await fetch(`${origin}${pagePath}`)).text()
  writeFileSync(staticCopy, served)
  const copy = await fetch(`${origin}/__bench/page.html`, {
    headers: { 'accept-encoding': 'gzip' },
  })
  if (copy.status !== 200 || (await copy.text()) !== served) {
    throw new Error('The static copy does not serve the same bytes as the page')
  }
  const rounds: Array<{ label: 'A' | 'B'; requestsPerSecond: number; errors: number }> = []
  for (const label of ['A', 'B', 'A', 'B'] as const) {
    const run = await throughput(label === 'A' ? pagePath : '/__bench/page.html')
    rounds.push({ label, ...run })
    console.log(`  ${label} ${run.requestsPerSecond.toFixed(0)} req/s, ${run.errors} errors`)
  }
  const mean = (label: 'A' | 'B') =>
    rounds
      .filter((round) => round.label === label)
      .reduce((sum, round) => sum + round.requestsPerSecond, 0) / 2
  const errors = rounds.reduce((sum, round) => sum + round.errors, 0)
  const ratio = mean('A') / mean('B')

  // 3. First-load JavaScript.
  const js = await firstLoadJs(served)
  await server.stop()
  server = undefined

  const gzipHtmlKb = gzipSync(html).length / 1024
  const report = {
    page: pagePath,
    htmlKb: { raw: html.length / 1024, gzip: gzipHtmlKb },
    dbQueries: {
      coldRender: { path: coldPagePath, ...cold },
      uncachedRenderGlobalsCached: { path: otherPagePath, ...uncached },
      uncachedRenderMeasuredPage: { path: pagePath, ...content },
      cachedHit: { path: pagePath, ...hit },
    },
    throughput: { contentPage: mean('A'), staticCopy: mean('B'), ratio, errors, rounds },
    firstLoadJs: js,
  }
  mkdirSync('bench-results', { recursive: true })
  writeFileSync('bench-results/pages.json', `${JSON.stringify(report, null, 2)}\n`)

  const pass = (ok: boolean) => (ok ? 'OK  ' : 'FAIL')
  const throughputOk = ratio >= BUDGET.throughputRatio && errors === 0
  const jsOk = js.totalKb <= BUDGET.firstLoadJsKb
  const hitOk = hit.queries === 0
  console.log(
    [
      '',
      `Content page ${pagePath}: HTML ${(html.length / 1024).toFixed(1)} KB (${gzipHtmlKb.toFixed(1)} KB gzip)`,
      `${pass(throughputOk)} throughput: ${mean('A').toFixed(0)} req/s vs static copy ${mean('B').toFixed(0)} req/s = ${(ratio * 100).toFixed(1)} % (budget ≥ ${BUDGET.throughputRatio * 100} %), ${errors} errors`,
      `${pass(jsOk)} first-load JS: ${js.totalKb.toFixed(1)} KB gzip in ${js.scripts.length} scripts (budget ≤ ${BUDGET.firstLoadJsKb} KB)`,
      `${pass(hitOk)} DB queries: cold render ${cold.queries} (${coldPagePath}, globals included), uncached page ${uncached.queries} (${otherPagePath}) / ${content.queries} (${pagePath}), cached hit ${hit.queries}`,
      '',
    ].join('\n'),
  )
  process.exitCode = throughputOk && jsOk && hitOk ? 0 : 1
} finally {
  await server?.stop().catch(() => {})
  rmSync(path.dirname(staticCopy), { recursive: true, force: true })
  rmSync(dataDir, { recursive: true, force: true })
}
