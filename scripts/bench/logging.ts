/**
 * Request log budget (issue 31), on the production build (`npm run build` first):
 *   npm run bench:logging
 * Throughput of `/` from the cache on two servers of the same build started side by side, one with
 * REQUEST_LOG=false, one with the request log on (LOG_LEVEL=info): off/on/off/on, 50 connections,
 * BENCH_SECONDS (15) each, gzip on. Each server's stdout goes to a file, as a log collector would
 * take it, so reading it costs this process (the load client) nothing.
 * Budget: logging on ≥ 95 % of logging off, zero errors.
 * Ports: BENCH_PORT (3210) and +1, BENCH_SANDBOX_PORT (4210) and +1; fresh databases.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { benchSite, warmPage } from './lib/benchSite'
import { BENCH_SECONDS, compareSides, describeSides } from './lib/throughput'

const BUDGET = 0.95
const port = Number(process.env.BENCH_PORT) || 3210
const sandboxPort = Number(process.env.BENCH_SANDBOX_PORT) || 4210
const logs = mkdtempSync(path.join(os.tmpdir(), 'site-602-bench-logging-'))
const logOf = (side: string) => path.join(logs, `${side}.log`)

const off = benchSite('logging-off', {
  port,
  sandboxPort,
  env: { REQUEST_LOG: 'false' },
  stdoutFile: logOf('off'),
})
const on = benchSite('logging-on', {
  port: port + 1,
  sandboxPort: sandboxPort + 1,
  env: { REQUEST_LOG: 'true', LOG_LEVEL: 'info' },
  stdoutFile: logOf('on'),
})
const requestLines = (side: string) =>
  readFileSync(logOf(side), 'utf8')
    .split('\n')
    .filter((line) => line.includes('"msg":"request"'))

try {
  await off.start()
  await on.start()
  const html = await warmPage(off.origin, '/')
  await warmPage(on.origin, '/')
  const comparison = await compareSides([
    { name: 'off', url: `${off.origin}/` },
    { name: 'on', url: `${on.origin}/` },
  ])
  const ratio = comparison.sides.on!.requestsPerSecond / comparison.sides.off!.requestsPerSecond

  const onLines = requestLines('on')
  const sample = onLines.findLast((line) => line.includes('"route":"/[[...slug]]"'))
  console.log(
    `\nThroughput of / from the cache, HTML ${(Buffer.byteLength(html) / 1024).toFixed(0)} KB, 50 connections, ${BENCH_SECONDS} s each, off/on/off/on:`,
  )
  console.log(describeSides(comparison, { off: 'request log off', on: 'request log on (info)' }))
  console.log(
    `  ratio on/off:              ${(ratio * 100).toFixed(1)} % (budget ≥ ${BUDGET * 100} %), ${comparison.errors} errors`,
  )
  const bytes = onLines.reduce((sum, line) => sum + line.length + 1, 0)
  console.log(
    `  lines written: ${onLines.length} with the log on (${(bytes / Math.max(onLines.length, 1)).toFixed(0)} B each), ${requestLines('off').length} with it off`,
  )
  const outcomes = new Map<string, number>()
  for (const line of onLines) {
    const cache = String((JSON.parse(line) as { cache: unknown }).cache)
    outcomes.set(cache, (outcomes.get(cache) ?? 0) + 1)
  }
  console.log(
    `  cache outcomes of the logged requests: ${[...outcomes].map(([name, count]) => `${name} ${count}`).join(', ')}`,
  )
  console.log(`  a line: ${sample ?? '(none)'}`)
  // A side that wrote no lines would measure nothing.
  const ok =
    ratio >= BUDGET &&
    comparison.errors === 0 &&
    onLines.length > 0 &&
    requestLines('off').length === 0
  console.log(ok ? '\nOK: within budget' : '\nOVER BUDGET')
  process.exitCode = ok ? 0 : 1
} finally {
  await Promise.all([off.dispose(), on.dispose()])
  rmSync(logs, { recursive: true, force: true })
}
