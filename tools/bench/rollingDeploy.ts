/**
 * A rolling deploy under load:
 *   npm run build && npm run bench:rolling-deploy
 *
 * The topology (tools/lib/topology.ts) runs the worktree's build; the next release is a second
 * `next build` with a changed text (tools/lib/releaseBuilds.ts, kept in
 * node_modules/.cache/rolling-deploy). 50 connections through Varnish over the CMS pages and
 * /version.json: BENCH_SECONDS (15) before the roll (after a 3 s warm-up), then during the roll
 * (the migrate job, replica A, replica B; at most ROLL_MAX_SECONDS). Budget: 0 errors (5xx,
 * connection errors, timeouts) and p99 during the roll ≤ 2 × p99 before it.
 * Results: bench-results/rolling-deploy-<timestamp>.json.
 */
import { prepareReleases } from '../lib/releaseBuilds'
import {
  ROLL_MAX_SECONDS,
  rollingLoadPaths,
  rollReplicas,
  runMigrateJob,
  startLoad,
} from '../lib/rollingDeploy'
import { startTopology, type Topology } from '../lib/topology'
import { sleep } from './lib/benchSite'
import { writeBenchResult } from './lib/results'
import { BENCH_SECONDS } from './lib/throughput'

const BUDGET = { p99DuringToBefore: 2 }

let topology: Topology | undefined
let failed = false
try {
  const releases = await prepareReleases()
  topology = await startTopology({ serverPath: releases.previous.serverPath })
  const paths = await rollingLoadPaths(topology.siteUrl)

  await startLoad(topology.siteUrl, paths, 3).result
  const before = await startLoad(topology.siteUrl, paths, BENCH_SECONDS).result

  const during = startLoad(topology.siteUrl, paths, ROLL_MAX_SECONDS)
  const started = Date.now()
  let steps: Awaited<ReturnType<typeof rollReplicas>> = []
  try {
    await runMigrateJob(topology)
    steps = await rollReplicas(topology, releases.next)
  } finally {
    await sleep(1000)
  }
  const roll = await during.stop()
  const rollSeconds = (Date.now() - started) / 1000

  const errors = (result: typeof before) => result.serverErrors + result.errors
  const ratio = roll.p99Ms / Math.max(1, before.p99Ms)
  const ok = errors(before) === 0 && errors(roll) === 0 && ratio <= BUDGET.p99DuringToBefore
  const report = {
    releases,
    paths,
    connections: 50,
    before,
    during: roll,
    rollSeconds,
    replicas: steps,
    p99DuringToBefore: ratio,
    budget: BUDGET,
    ok,
  }
  const file = writeBenchResult('rolling-deploy', report)
  console.log(
    [
      `Rolling deploy ${releases.previous.buildId} → ${releases.next.buildId}, 50 connections through Varnish`,
      `  before: ${before.requests} requests, p99 ${before.p99Ms} ms, errors ${errors(before)}`,
      `  during: ${roll.requests} requests in ${rollSeconds.toFixed(1)} s, p99 ${roll.p99Ms} ms, errors ${errors(roll)} ${JSON.stringify(roll.statuses)}`,
      `  p99 during / before: ${ratio.toFixed(2)} (budget ≤ ${BUDGET.p99DuringToBefore})`,
      ...steps.map(
        (step) =>
          `  replica ${step.replica}: stop ${step.stopMs} ms, start ${step.startMs} ms, failed connections ${step.failedConnections}, sent while down ${step.sentWhileDownOrStarting}`,
      ),
      `  ${ok ? 'OK' : 'OVER BUDGET'}; ${file}`,
    ].join('\n'),
  )
  failed = !ok
} catch (error) {
  failed = true
  console.error(error)
} finally {
  await topology?.stop()
}
process.exit(failed ? 1 : 0)
