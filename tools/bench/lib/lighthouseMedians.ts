import type { LighthouseRun } from './lighthouseRun'

/**
 * Medians of the rounds of one measured page (or twin, or floor) at one CPU slowdown. The runs
 * of a round are kept at their round's index (null when Lighthouse failed that round), so a
 * page and its twin can be compared round by round.
 */
export type Rounds = Array<LighthouseRun | null>

type NumericKey = {
  [Key in keyof LighthouseRun]: LighthouseRun[Key] extends number ? Key : never
}[keyof LighthouseRun]

export type Median = Pick<LighthouseRun, NumericKey> & {
  /** How many rounds were measured. */
  runs: number
  mainThreadByGroup: Record<string, number>
  lcpElement: string
  failedAudits: string[]
}

const NUMERIC_KEYS = [
  'performance',
  'accessibility',
  'bestPractices',
  'lcpMs',
  'fcpMs',
  'cls',
  'tbtMs',
  'mainThreadMs',
] as const satisfies readonly NumericKey[]

/** The middle value; for an even count the mean of the two middle ones (neither side favoured). */
export function median(values: number[]): number {
  if (values.length === 0) throw new Error('median of nothing')
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length / 2
  return Number.isInteger(middle)
    ? (sorted[middle - 1]! + sorted[middle]!) / 2
    : sorted[Math.floor(middle)]!
}

const measured = (rounds: Rounds) => rounds.filter((run): run is LighthouseRun => run !== null)

/** Medians of the measured rounds, or null when no round was measured. */
export function summarize(rounds: Rounds): Median | null {
  const runs = measured(rounds)
  if (runs.length === 0) return null
  const numbers = Object.fromEntries(
    NUMERIC_KEYS.map((key) => [key, median(runs.map((run) => run[key]))]),
  ) as Pick<LighthouseRun, NumericKey>
  const groups = new Set(runs.flatMap((run) => Object.keys(run.mainThreadByGroup)))
  return {
    ...numbers,
    runs: runs.length,
    mainThreadByGroup: Object.fromEntries(
      [...groups].map((group) => [
        group,
        median(runs.map((run) => run.mainThreadByGroup[group] ?? 0)),
      ]),
    ),
    lcpElement: runs[0]!.lcpElement,
    failedAudits: [...new Set(runs.flatMap((run) => run.failedAudits))],
  }
}

/**
 * The median of `page − twin` over the rounds where both were measured: the two loads of a round
 * ran within a minute of each other, so a slower minute of the machine hits both. Null when no
 * round has both.
 */
export function pairedDifference(
  page: Rounds,
  twin: Rounds,
  value: (run: LighthouseRun) => number,
): number | null {
  const differences = page.flatMap((run, round) => {
    const other = twin[round]
    return run && other ? [value(run) - value(other)] : []
  })
  return differences.length ? median(differences) : null
}
