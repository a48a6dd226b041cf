/**
 * Homepage budgets (issue 5), on the production build (`npm run build` first):
 *   npm run bench:home
 * 1. First-load JavaScript of `/`: the gzip sizes of every non-noModule `<script src>` of the
 *    served HTML, summed (budget 190 KB).
 * 2. Throughput of `/` from the cache against a static file with the same HTML bytes served by
 *    the same Next server, alternating A/B/A/B, 50 connections, 15 s each, gzip on (budget: at
 *    least 80 % of the static page's requests per second, zero errors).
 * Lighthouse is not run here (not installed on this machine); see the issue for its budget.
 * Ports: PORT / SANDBOX_PORT from the environment or .env.local; a fresh database in a temp dir.
 */
import { spawn } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import nextEnv from '@next/env'
import autocannon from 'autocannon'

nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error })
const port = Number(process.env.PORT) || 3000
const origin = `http://127.0.0.1:${port}`
const seconds = Number(process.env.BENCH_SECONDS) || 15
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'site-602-bench-home-'))
chmodSync(dataDir, 0o755)
const staticDir = path.resolve('.next/standalone/public/__bench')
const staticPath = '/__bench/home.html'

const env: NodeJS.ProcessEnv = {
  ...process.env,
  PORT: String(port),
  SITE_URL: origin,
  DATA_DIR: dataDir,
  EMBEDDED_PG_PORT: '0',
}
delete env.DATABASE_URL

async function startServer() {
  const child = spawn('node_modules/.bin/tsx', ['scripts/start.ts'], {
    env,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const deadline = Date.now() + 5 * 60_000
  while (Date.now() < deadline) {
    const status = await fetch(`${origin}/`)
      .then((r) => r.status)
      .catch(() => 0)
    if (status === 200) return child
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error('Server did not answer 200 on / in time')
}

async function stopServer(child: ReturnType<typeof spawn>) {
  process.kill(-child.pid!, 'SIGTERM')
  await new Promise((resolve) => child.on('exit', resolve))
}

async function firstLoadJs(html: string) {
  const scripts = [...html.matchAll(/<script\b([^>]*)>/gi)]
    .map((match) => match[1] ?? '')
    .filter((attributes) => !/\bnomodule\b/i.test(attributes))
    .map((attributes) => /\bsrc="([^"]+)"/i.exec(attributes)?.[1])
    .filter((src): src is string => Boolean(src))
  const unique = [...new Set(scripts)]
  const sizes = await Promise.all(
    unique.map(async (src) => {
      const body = Buffer.from(await (await fetch(new URL(src, origin))).arrayBuffer())
      return { src, gzip: gzipSync(body, { level: 9 }).length }
    }),
  )
  return { sizes, total: sizes.reduce((sum, entry) => sum + entry.gzip, 0) }
}

function load(pathname: string) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      {
        url: `${origin}${pathname}`,
        connections: 50,
        duration: seconds,
        headers: { 'accept-encoding': 'gzip' },
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    )
  })
}

let server = await startServer()
try {
  // Fill the cache, then keep the HTML the cache serves.
  for (let i = 0; i < 3; i += 1) await fetch(`${origin}/`)
  const html = await (await fetch(`${origin}/`)).text()
  const js = await firstLoadJs(html)

  // The static baseline must be on disk before the server starts to serve it from public/.
  await stopServer(server)
  mkdirSync(staticDir, { recursive: true })
  writeFileSync(path.join(staticDir, 'home.html'), html)
  server = await startServer()
  for (let i = 0; i < 3; i += 1) {
    await fetch(`${origin}/`)
    await fetch(`${origin}${staticPath}`)
  }

  const runs: Array<{ label: string; result: autocannon.Result }> = []
  for (const [label, pathname] of [
    ['home', '/'],
    ['static', staticPath],
    ['home', '/'],
    ['static', staticPath],
  ] as const) {
    runs.push({ label, result: await load(pathname) })
  }
  const summary = (label: string) => {
    const results = runs.filter((run) => run.label === label).map((run) => run.result)
    return {
      rps: results.reduce((sum, r) => sum + r.requests.average, 0) / results.length,
      errors: results.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0),
      p99: Math.max(...results.map((r) => r.latency.p99)),
    }
  }
  const home = summary('home')
  const baseline = summary('static')
  const ratio = home.rps / baseline.rps

  console.log('\nFirst-load JavaScript of / (gzip):')
  for (const entry of js.sizes)
    console.log(`  ${(entry.gzip / 1024).toFixed(1).padStart(7)} KB  ${entry.src}`)
  console.log(`  ${(js.total / 1024).toFixed(1).padStart(7)} KB  total (budget 190 KB)`)
  console.log(
    `\nThroughput, 50 connections, ${seconds} s each, A/B/A/B, HTML ${(html.length / 1024).toFixed(0)} KB:`,
  )
  console.log(
    `  /                ${home.rps.toFixed(0)} req/s, p99 ${home.p99} ms, errors ${home.errors}`,
  )
  console.log(
    `  static same HTML ${baseline.rps.toFixed(0)} req/s, p99 ${baseline.p99} ms, errors ${baseline.errors}`,
  )
  console.log(`  ratio            ${(ratio * 100).toFixed(0)} % (budget ≥ 80 %, zero errors)`)
  console.log('\nLighthouse: not run (lighthouse is not installed here).')
  process.exitCode = js.total <= 190 * 1024 && ratio >= 0.8 && home.errors === 0 ? 0 : 1
} finally {
  await stopServer(server)
  rmSync(staticDir, { recursive: true, force: true })
  rmSync(dataDir, { recursive: true, force: true })
}
