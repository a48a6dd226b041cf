/**
 * Cost of the shared (Redis) Next cache on one app alone:
 *   npm run build && npm run bench:shared-cache [-- /path]
 *
 * The same cached content page (default /elektronicky-podpis) from two servers of the same build
 * on the same database, in the same run, A/B/A/B after a 3 s warm-up of each, 50 connections,
 * BENCH_SECONDS (15) each, gzip:
 *   A  replica A of the topology (tools/lib/topology.ts): REDIS_URL set, Redis running;
 *   B  one more replica with the same environment less REDIS_URL: the in-memory cache only.
 * Only one of them is under load at a time; Varnish and replica B of the topology stay idle.
 * Checks: both serve the same page bytes (gzip-decoded), from Next's cache (x-nextjs-cache: HIT
 * where Next sends it), and Redis holds the page. Budget: A ≥ 85 % of B, zero errors.
 * Results: bench-results/shared-cache-<timestamp>.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'

import { createClient } from 'redis'

import { findFreePort } from '../../scripts/lib/findFreePort'
import { startReplica, startTopology, type AppReplica, type Topology } from '../lib/topology'
import { sleep } from './lib/benchSite'
import { getGzip, type GzipResponse } from './lib/gzipResponse'
import { samePageContent } from './lib/pageContent'
import { writeBenchResult } from './lib/results'
import { BENCH_SECONDS, clientBound, compareSides, describeSides } from './lib/throughput'

const pagePath = process.argv[2] || '/elektronicky-podpis'
const BUDGET = { sharedToMemory: 0.85 }
const MEMORY_STARTS = 3

let topology: Topology | undefined
let memoryOnly: AppReplica | undefined
let failed = false

/** Three requests half a second apart; the last must come from Next's cache. */
async function warm(url: string): Promise<GzipResponse> {
  let response: GzipResponse | undefined
  for (let i = 0; i < 3; i++) {
    response = await getGzip(url)
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
    await sleep(500)
  }
  const cache = response!.headers['x-nextjs-cache']
  if (cache !== undefined && cache !== 'HIT') throw new Error(`${url}: x-nextjs-cache ${cache}`)
  return response!
}

/** Redis' processed-command counter (INFO stats). */
async function redisCommands(redis: ReturnType<typeof createClient>): Promise<number> {
  const info = await redis.info('stats')
  return Number(/total_commands_processed:(\d+)/.exec(info)?.[1] ?? 0)
}

try {
  topology = await startTopology()
  const shared = topology.replicas[0]!
  const memoryEnv: NodeJS.ProcessEnv = { ...topology.env }
  delete memoryEnv.REDIS_URL
  const sharedUrl = `${shared.url}${pagePath}`
  const fromShared = await warm(sharedUrl)

  // Each process renders the page itself: the bytes match when the payload streamed the same way
  // (lib/pageContent.ts). A few fresh starts usually give identical bytes; if not, the same
  // content in differently cut chunks is accepted and reported.
  let fromMemory: GzipResponse | undefined
  let memoryStarts = 0
  for (;;) {
    memoryStarts += 1
    memoryOnly = await startReplica('memory-only', await findFreePort(), memoryEnv)
    fromMemory = await warm(`${memoryOnly.url}${pagePath}`)
    if (fromMemory.body.equals(fromShared.body) || memoryStarts === MEMORY_STARTS) break
    await memoryOnly.stop()
  }
  const memoryUrl = `${memoryOnly.url}${pagePath}`
  const sameBytes = fromMemory.body.equals(fromShared.body)
  for (const [name, response] of Object.entries({ shared: fromShared, memory: fromMemory })) {
    if (response.headers['content-encoding'] !== 'gzip') throw new Error(`${name}: not gzip`)
  }
  if (fromShared.body.includes('role="alert"')) throw new Error(`${pagePath}: error state`)
  if (!sameBytes && !samePageContent(fromShared.body, fromMemory.body)) {
    const files = ['shared', 'memory'].map((name) => `bench-results/shared-cache-${name}.html`)
    mkdirSync('bench-results', { recursive: true })
    writeFileSync(files[0]!, fromShared.body)
    writeFileSync(files[1]!, fromMemory.body)
    throw new Error(`The two servers do not serve the same page bytes: ${files.join(', ')}`)
  }

  const redis = createClient({ url: topology.redis.url() })
  await redis.connect()
  const pageKeys = await redis.keys(`*${pagePath}`)
  if (pageKeys.length === 0) throw new Error(`Redis holds no entry for ${pagePath}`)

  const commandsBefore = await redisCommands(redis)
  const comparison = await compareSides([
    { name: 'shared', url: sharedUrl },
    { name: 'memory', url: memoryUrl },
  ])
  const redisCommandsDuringRuns = (await redisCommands(redis)) - commandsBefore - 1
  await redis.quit()

  const sharedRate = comparison.sides.shared!.requestsPerSecond
  const memoryRate = comparison.sides.memory!.requestsPerSecond
  const ratio = sharedRate / memoryRate
  const ok = ratio >= BUDGET.sharedToMemory && comparison.errors === 0
  failed = !ok
  const saturated = Object.entries(comparison.sides)
    .filter(([, side]) => clientBound(side.clientCpuCores, comparison.workers))
    .map(([name]) => name)

  const file = writeBenchResult('shared-cache', {
    page: pagePath,
    htmlBytes: fromShared.body.length,
    wireBytesGzip: { shared: fromShared.wireBytes, memory: fromMemory.wireBytes },
    sameBytes,
    memoryOnlyStarts: memoryStarts,
    nextCacheHeader: {
      shared: fromShared.headers['x-nextjs-cache'] ?? null,
      memory: fromMemory.headers['x-nextjs-cache'] ?? null,
    },
    redisKeys: pageKeys,
    redisCommandsDuringRuns,
    budget: BUDGET,
    ratioSharedToMemory: ratio,
    clientSaturated: saturated,
    loadAverage: os.loadavg(),
    ok,
    throughput: comparison,
  })

  console.log(
    [
      '',
      `Shared cache, ${pagePath}: HTML ${(fromShared.body.length / 1024).toFixed(1)} KB, ${fromShared.wireBytes} B gzip; x-nextjs-cache ${fromShared.headers['x-nextjs-cache'] ?? '(not sent)'} / ${fromMemory.headers['x-nextjs-cache'] ?? '(not sent)'}`,
      sameBytes
        ? 'Both serve the same page bytes.'
        : `Same page content, but the two renders streamed it in different chunks (${fromShared.body.length} vs ${fromMemory.body.length} B) after ${memoryStarts} starts of B.`,
      `${BENCH_SECONDS} s each, ${comparison.connections} connections, A/B/A/B, client: autocannon, ${comparison.workers} worker thread(s)`,
      describeSides(comparison, {
        shared: 'A REDIS_URL set (Redis + local LRU)',
        memory: 'B in-memory cache only',
      }),
      `${ok ? 'OK  ' : 'FAIL'} A/B: ${(ratio * 100).toFixed(1)} % (budget ≥ ${BUDGET.sharedToMemory * 100} %), ${comparison.errors} errors`,
      `     Redis: key ${pageKeys.join(', ')}; ${redisCommandsDuringRuns} commands during the runs (hot pages come from the local tier in front of Redis)`,
      ...(saturated.length > 0
        ? [`NOTE the load client was saturated on: ${saturated.join(', ')}`]
        : []),
      `Results: ${file}`,
      '',
    ].join('\n'),
  )
} catch (error) {
  failed = true
  console.error(error)
} finally {
  await memoryOnly?.stop().catch(() => {})
  await topology?.stop()
}
process.exit(failed ? 1 : 0)
