import autocannon from 'autocannon'

/** Seconds of each measured run (BENCH_SECONDS, default 15 as the budgets say). */
export const BENCH_SECONDS = Number(process.env.BENCH_SECONDS) || 15

/** One load run: 50 connections, gzip accepted, as the budgets of the issues say. */
export async function load(url: string, seconds: number) {
  const result = await autocannon({
    url,
    connections: 50,
    duration: seconds,
    headers: { 'accept-encoding': 'gzip' },
  })
  return {
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  }
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
