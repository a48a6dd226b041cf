/**
 * Request log budget (issue 31), on the production build (`npm run build` first):
 *   npm run bench:logging
 * Throughput of `/` from the cache on two servers of the same build started side by side, one with
 * REQUEST_LOG=false, one with the request log on (LOG_LEVEL=info): a 3 s warm-up of each, then
 * off/on/off/on, 50 connections, BENCH_SECONDS (15) each, gzip on. Each server's stdout goes to a
 * file, as a log collector would take it, so reading it costs this process (the load client)
 * nothing. Besides requests per second, the CPU time each server's process group used per
 * request, which other load on a shared machine disturbs far less.
 * Budget: logging on ≥ 95 % of logging off (requests per second), zero errors.
 * Ports: BENCH_PORT (3210) and +1, BENCH_SANDBOX_PORT (4210) and +1; fresh databases.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { benchSite, type BenchSite, warmPage } from './lib/benchSite'
import { groupCpuSeconds } from './lib/groupCpu'
import { BENCH_SECONDS, CONNECTIONS, load } from './lib/throughput'

const BUDGET = 0.95
const port = Number(process.env.BENCH_PORT) || 3210
const sandboxPort = Number(process.env.BENCH_SANDBOX_PORT) || 4210
const logs = mkdtempSync(path.join(os.tmpdir(), 'site-602-bench-logging-'))
const logOf = (side: string) => path.join(logs, `${side}.log`)

const sides = {
  off: benchSite('logging-off', {
    port,
    sandboxPort,
    env: { REQUEST_LOG: 'false' },
    stdoutFile: logOf('off'),
  }),
  on: benchSite('logging-on', {
    port: port + 1,
    sandboxPort: sandboxPort + 1,
    env: { REQUEST_LOG: 'true', LOG_LEVEL: 'info' },
    stdoutFile: logOf('on'),
  }),
}
type SideName = keyof typeof sides
const requestLines = (side: SideName) =>
  readFileSync(logOf(side), 'utf8')
    .split('\n')
    .filter((line) => line.includes('"msg":"request"'))

/** One measured run of a side: requests per second and server CPU milliseconds per request. */
async function measure(site: BenchSite, seconds: number) {
  const group = site.processGroup()!
  const cpuBefore = groupCpuSeconds(group)
  const result = await load(`${site.origin}/`, seconds)
  const cpu = groupCpuSeconds(group) - cpuBefore
  return { ...result, cpuMsPerRequest: (cpu * 1000) / (result.requestsPerSecond * seconds) }
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length

try {
  await sides.off.start()
  await sides.on.start()
  const html = await warmPage(sides.off.origin, '/')
  await warmPage(sides.on.origin, '/')
  for (const site of Object.values(sides)) await load(`${site.origin}/`, 3)
  const rounds: Array<{ side: SideName } & Awaited<ReturnType<typeof measure>>> = []
  for (let round = 0; round < 2; round++) {
    for (const side of ['off', 'on'] as const) {
      rounds.push({ side, ...(await measure(sides[side], BENCH_SECONDS)) })
    }
  }
  const of = (side: SideName) => rounds.filter((round) => round.side === side)
  const rps = (side: SideName) => mean(of(side).map((round) => round.requestsPerSecond))
  const cpu = (side: SideName) => mean(of(side).map((round) => round.cpuMsPerRequest))
  const errors = rounds.reduce((sum, round) => sum + round.errors, 0)
  const ratio = rps('on') / rps('off')

  console.log(
    `\nThroughput of / from the cache, HTML ${(Buffer.byteLength(html) / 1024).toFixed(0)} KB, ${CONNECTIONS} connections, ${BENCH_SECONDS} s each, off/on/off/on (load average ${os.loadavg()[0]!.toFixed(1)} on ${os.availableParallelism()} cores):`,
  )
  for (const side of ['off', 'on'] as const) {
    console.log(
      `  request log ${side.padEnd(3)}: ${of(side)
        .map((round) => round.requestsPerSecond.toFixed(0))
        .join(' / ')} req/s (mean ${rps(side).toFixed(0)}), server CPU ${of(side)
        .map((round) => round.cpuMsPerRequest.toFixed(2))
        .join(
          ' / ',
        )} ms per request (mean ${cpu(side).toFixed(2)}), ${of(side).reduce((sum, round) => sum + round.errors, 0)} errors`,
    )
  }
  console.log(
    `  ratio on/off: ${(ratio * 100).toFixed(1)} % req/s (budget ≥ ${BUDGET * 100} %), CPU per request ${((cpu('on') / cpu('off')) * 100).toFixed(1)} %, ${errors} errors`,
  )
  const onLines = requestLines('on')
  const outcomes = new Map<string, number>()
  for (const line of onLines) {
    const cache = String((JSON.parse(line) as { cache: unknown }).cache)
    outcomes.set(cache, (outcomes.get(cache) ?? 0) + 1)
  }
  const bytes = onLines.reduce((sum, line) => sum + line.length + 1, 0)
  console.log(
    `  lines written: ${onLines.length} with the log on (${(bytes / Math.max(onLines.length, 1)).toFixed(0)} B each; cache ${[...outcomes].map(([name, count]) => `${name} ${count}`).join(', ')}), ${requestLines('off').length} with it off`,
  )
  console.log(`  a line: ${onLines.findLast((line) => line.includes('"path":"/"')) ?? '(none)'}`)
  // A side that wrote no lines, or one that did with the log off, would measure nothing.
  const ok =
    ratio >= BUDGET && errors === 0 && onLines.length > 0 && requestLines('off').length === 0
  console.log(ok ? '\nOK: within budget' : '\nOVER BUDGET')
  process.exitCode = ok ? 0 : 1
} finally {
  await Promise.all(Object.values(sides).map((site) => site.dispose()))
  rmSync(logs, { recursive: true, force: true })
}
