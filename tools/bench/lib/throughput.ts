import os from 'node:os'

import autocannon from 'autocannon'

/** Seconds of each measured run (BENCH_SECONDS, default 15 as the budgets say). */
export const BENCH_SECONDS = Number(process.env.BENCH_SECONDS) || 15

/**
 * Worker threads of the load client: BENCH_WORKERS, else the benchmark's own default. autocannon
 * is one Node thread; on a 2-core machine shared with the server it, not the server, limits the
 * figure of anything that answers above roughly 10k req/s (see `clientCpuCores` of a run).
 */
export const benchWorkers = (fallback: number) =>
  Math.max(1, Number(process.env.BENCH_WORKERS) || fallback)

export const CONNECTIONS = 50

export type LoadOptions = { workers?: number }

/**
 * One load run: 50 connections, gzip accepted, as the budgets of the issues say.
 * `clientCpuCores` is the CPU time this process (all autocannon threads) spent per second of
 * the run: near 1.0 with one worker means the client was saturated, not the server.
 */
export async function load(url: string, seconds: number, { workers = 1 }: LoadOptions = {}) {
  const cpuBefore = process.cpuUsage()
  const started = performance.now()
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'accept-encoding': 'gzip' },
    ...(workers > 1 ? { workers } : {}),
  })
  const wallSeconds = (performance.now() - started) / 1000
  const cpu = process.cpuUsage(cpuBefore)
  return {
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    clientCpuCores: (cpu.user + cpu.system) / 1e6 / wallSeconds,
  }
}

export type Side = { name: string; url: string }
export type SideComparison = Awaited<ReturnType<typeof compareSides>>

/**
 * Two or more sides measured in the same run: a 3 s warm-up of each, then two rounds in turn
 * (A/B/A/B, or A/B/C/A/B/C), BENCH_SECONDS each. Budgets compare the means.
 */
export async function compareSides(sides: Side[], { workers = benchWorkers(1) }: LoadOptions = {}) {
  for (const side of sides) await load(side.url, 3, { workers })
  const rounds: Array<{ side: string } & Awaited<ReturnType<typeof load>>> = []
  for (let round = 0; round < 2; round++) {
    for (const side of sides) {
      rounds.push({ side: side.name, ...(await load(side.url, BENCH_SECONDS, { workers })) })
    }
  }
  const of = (name: string) => rounds.filter((round) => round.side === name)
  const average = (values: number[]) =>
    values.reduce((sum, value) => sum + value, 0) / values.length
  const results = Object.fromEntries(
    sides.map((side) => [
      side.name,
      {
        url: side.url,
        requestsPerSecond: average(of(side.name).map((round) => round.requestsPerSecond)),
        runs: of(side.name).map((round) => round.requestsPerSecond),
        clientCpuCores: average(of(side.name).map((round) => round.clientCpuCores)),
        errors: of(side.name).reduce((sum, round) => sum + round.errors, 0),
      },
    ]),
  )
  return {
    seconds: BENCH_SECONDS,
    connections: CONNECTIONS,
    workers,
    sides: results,
    errors: rounds.reduce((sum, round) => sum + round.errors, 0),
    rounds,
  }
}

/** One line per side: the runs, the mean and the client's CPU use. */
export function describeSides(comparison: SideComparison, labels: Record<string, string>): string {
  const width = Math.max(...Object.values(labels).map((label) => label.length)) + 1
  return Object.entries(comparison.sides)
    .map(([name, side]) =>
      [
        `  ${`${labels[name] ?? name}:`.padEnd(width + 1)}`,
        `${side.runs.map((value) => value.toFixed(0)).join(' / ')} req/s`,
        `(mean ${side.requestsPerSecond.toFixed(0)}),`,
        `client CPU ${side.clientCpuCores.toFixed(2)} cores,`,
        `${side.errors} errors`,
      ].join(' '),
    )
    .join('\n')
}

/**
 * True when the load client, not the server, may have set the figure: its threads used nearly
 * all the CPU they can (one core per worker) or, on a small machine, most of its cores.
 */
export function clientBound(clientCpuCores: number, workers: number): boolean {
  return clientCpuCores >= 0.85 * Math.min(workers, os.availableParallelism())
}

export type Comparison = Awaited<ReturnType<typeof compareThroughput>>

/**
 * The page under test (A) against its static twin (B): a short warm-up of each (JIT, connection
 * pools), then A/B/A/B, BENCH_SECONDS each. The budget compares the means.
 */
export async function compareThroughput(pageUrl: string, twinUrl: string) {
  await load(pageUrl, 3)
  await load(twinUrl, 3)
  const rounds: Array<{ label: 'A' | 'B' } & Awaited<ReturnType<typeof load>>> = []
  for (const label of ['A', 'B', 'A', 'B'] as const) {
    rounds.push({ label, ...(await load(label === 'A' ? pageUrl : twinUrl, BENCH_SECONDS)) })
  }
  const mean = (label: 'A' | 'B') =>
    rounds
      .filter((round) => round.label === label)
      .reduce((sum, round) => sum + round.requestsPerSecond, 0) / 2
  const page = mean('A')
  const twin = mean('B')
  return {
    page,
    twin,
    ratio: page / twin,
    errors: rounds.reduce((sum, round) => sum + round.errors, 0),
    rounds,
  }
}

export function describeComparison(comparison: Comparison, budget = 0.8): string {
  const runs = (label: 'A' | 'B') =>
    comparison.rounds
      .filter((round) => round.label === label)
      .map((round) => round.requestsPerSecond.toFixed(0))
      .join(' / ')
  return [
    `  A cached page:        ${runs('A')} req/s (mean ${comparison.page.toFixed(0)})`,
    `  B static Next route:  ${runs('B')} req/s (mean ${comparison.twin.toFixed(0)})`,
    `  ratio A/B:            ${(comparison.ratio * 100).toFixed(1)} % (budget ≥ ${budget * 100} %), ${comparison.errors} errors`,
  ].join('\n')
}

export const withinBudget = (comparison: Comparison, budget = 0.8) =>
  comparison.ratio >= budget && comparison.errors === 0
