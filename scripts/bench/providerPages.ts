/**
 * Throughput budget of the cached provider pages (issue 4, DESIGN.md "Measuring"):
 *   npm run build && npm run bench:provider-pages
 *
 * For /blog, /nase-prace and /udalosti: the page served from Next's cache (A) against a trivial
 * static file of the same app serving the very same HTML bytes (B), alternating A/B/A/B, 50
 * connections, 15 s each, gzip on. Budget: A ≥ 80 % of B, zero errors, and the provider called
 * at most once per revalidate window (counted in the sandbox's request log).
 *
 * The static copies go to the standalone server's public/ folder, which Next reads at start-up,
 * so the server is started twice: once to capture the HTML, once to measure.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import autocannon from 'autocannon'

import { PROVIDER_REVALIDATE_SECONDS } from '../../src/provider/cacheTags'

const port = Number(process.env.BENCH_PORT) || 3200
const sandboxPort = Number(process.env.BENCH_SANDBOX_PORT) || 4210
const seconds = Number(process.env.BENCH_SECONDS) || 15
const connections = 50
const site = `http://127.0.0.1:${port}`
const sandbox = `http://127.0.0.1:${sandboxPort}`

const pages = [
  { path: '/blog', name: 'blog', providerPath: '/blogpost' },
  { path: '/nase-prace', name: 'nase-prace', providerPath: '/case-study' },
  { path: '/udalosti', name: 'udalosti', providerPath: '/webinar' },
]
const publicDir = path.resolve('.next/standalone/public/__bench')

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'site-602-bench-'))
chmodSync(dataDir, 0o755)
const env: NodeJS.ProcessEnv = {
  ...process.env,
  PORT: String(port),
  SITE_URL: site,
  DATA_DIR: dataDir,
  SANDBOX_PORT: String(sandboxPort),
  EMBEDDED_PG_PORT: '0',
}
for (const name of [
  'DATABASE_URL',
  'PROVIDER_API_URL',
  'PROVIDER_PUBLIC_URL',
  'IDENTITY_LOGIN_URL',
]) {
  delete env[name]
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function startServer(): Promise<ChildProcess> {
  const child = spawn('node_modules/.bin/tsx', ['scripts/start.ts'], {
    env,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const deadline = Date.now() + 5 * 60_000
  while (Date.now() < deadline) {
    const status = await fetch(`${site}/api/health`)
      .then((response) => response.status)
      .catch(() => 0)
    if (status === 200) return child
    await sleep(200)
  }
  throw new Error('The server did not answer /api/health within 5 minutes.')
}

async function stopServer(child: ChildProcess) {
  process.kill(-child.pid!, 'SIGTERM')
  await new Promise((resolve) => child.on('exit', resolve))
}

/** Renders the page and waits until the cache answers with a fresh copy. */
async function warm(pagePath: string): Promise<string> {
  let html = ''
  for (let i = 0; i < 3; i++) {
    const response = await fetch(`${site}${pagePath}`, {
      headers: { 'accept-encoding': 'identity' },
    })
    if (response.status !== 200) throw new Error(`${pagePath} answered ${response.status}`)
    html = await response.text()
    await sleep(500)
  }
  if (html.includes('role="alert"')) throw new Error(`${pagePath} rendered its error state`)
  return html
}

async function providerCalls(providerPath: string): Promise<number> {
  const response = await fetch(`${sandbox}/__sandbox/requests?path=${providerPath}&method=GET`)
  const body = (await response.json()) as { data: unknown[] }
  return body.data.length
}

interface Run {
  rps: number
  errors: number
  non2xx: number
}

async function load(url: string): Promise<Run> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  })
  return {
    rps: result.requests.average,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  }
}

let server: ChildProcess | undefined
let failed = false
try {
  server = await startServer()
  mkdirSync(publicDir, { recursive: true })
  for (const page of pages) {
    writeFileSync(path.join(publicDir, `${page.name}.html`), await warm(page.path))
  }
  await stopServer(server)

  server = await startServer()
  console.log(
    `Cached page (A) vs static file with the same HTML (B), ${connections} connections, ${seconds} s each, gzip, A/B/A/B\n`,
  )
  for (const page of pages) {
    await warm(page.path)
    const staticUrl = `${site}/__bench/${page.name}.html`
    const staticCheck = await fetch(staticUrl)
    if (staticCheck.status !== 200) throw new Error(`${staticUrl} answered ${staticCheck.status}`)

    const callsBefore = await providerCalls(page.providerPath)
    const started = Date.now()
    const a: Run[] = []
    const b: Run[] = []
    for (let round = 0; round < 2; round++) {
      a.push(await load(`${site}${page.path}`))
      b.push(await load(staticUrl))
    }
    const elapsed = (Date.now() - started) / 1000
    const calls = (await providerCalls(page.providerPath)) - callsBefore
    const windows = Math.ceil(elapsed / PROVIDER_REVALIDATE_SECONDS)

    const mean = (runs: Run[]) => runs.reduce((sum, run) => sum + run.rps, 0) / runs.length
    const errors = [...a, ...b].reduce((sum, run) => sum + run.errors + run.non2xx, 0)
    const ratio = mean(a) / mean(b)
    const ok = ratio >= 0.8 && errors === 0 && calls <= windows
    failed ||= !ok
    console.log(
      [
        `${page.path}  ${ok ? 'OK' : 'OVER BUDGET'}`,
        `  A cached page:  ${a.map((run) => run.rps.toFixed(0)).join(' / ')} req/s (mean ${mean(a).toFixed(0)})`,
        `  B static file:  ${b.map((run) => run.rps.toFixed(0)).join(' / ')} req/s (mean ${mean(b).toFixed(0)})`,
        `  ratio A/B:      ${(ratio * 100).toFixed(1)} % (budget ≥ 80 %)`,
        `  errors/non-2xx: ${errors}`,
        `  provider calls: ${calls} GET ${page.providerPath} in ${elapsed.toFixed(0)} s (budget ≤ ${windows}: one per ${PROVIDER_REVALIDATE_SECONDS} s window)`,
        '',
      ].join('\n'),
    )
  }
} catch (error) {
  failed = true
  console.error(error)
} finally {
  if (server) await stopServer(server).catch(() => undefined)
  rmSync(publicDir, { recursive: true, force: true })
  rmSync(dataDir, { recursive: true, force: true })
}
process.exit(failed ? 1 : 0)
