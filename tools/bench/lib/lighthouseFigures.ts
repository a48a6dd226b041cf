import type { FloorFigures, TemplateFigures } from './lighthouseBudget'
import { type Median, pairedDifference, type Rounds, summarize } from './lighthouseMedians'

/** Keys (and report names) of the floors among the measured pages. */
export const NEXT_FLOOR = 'floor-next-page'
export const STATIC_FLOOR = 'floor-static-html'
/** The yardstick: the bare Next page with the site's error reporting (issue 41). */
export const REPORTING_FLOOR = 'floor-next-reporting'
/** The key of a template's static twin among the measured pages. */
export const twinKey = (pagePath: string) => `twin:${pagePath}`

/** Every measured page (template, twin, floor) → CPU slowdown → its runs by round. */
export type MeasuredRounds = Map<string, Map<number, Rounds>>

/**
 * What the budget judges at one CPU slowdown: the floors' medians and their page − twin, each
 * template's medians, its twin's, and their page − twin (paired by round, lib/lighthouseMedians).
 */
export function figuresAt(
  rounds: MeasuredRounds,
  slowdown: number,
  templates: Array<{ path: string; noTwin: string | null }>,
): { floor: FloorFigures; staticFloor: Median; templates: TemplateFigures[] } {
  const at = (key: string) => rounds.get(key)?.get(slowdown) ?? []
  const nextFloor = summarize(at(NEXT_FLOOR))
  const staticFloor = summarize(at(STATIC_FLOOR))
  const floorHydration = pairedDifference(
    at(NEXT_FLOOR),
    at(STATIC_FLOOR),
    (run) => run.mainThreadMs,
  )
  const reportingFloor = summarize(at(REPORTING_FLOOR))
  const reportingHydration = pairedDifference(
    at(REPORTING_FLOOR),
    at(STATIC_FLOOR),
    (run) => run.mainThreadMs,
  )
  if (
    !nextFloor ||
    !staticFloor ||
    floorHydration === null ||
    !reportingFloor ||
    reportingHydration === null
  ) {
    throw new Error('The floors could not be measured: there is nothing to judge against')
  }
  return {
    floor: {
      page: nextFloor,
      hydrationMs: floorHydration,
      reporting: { page: reportingFloor, hydrationMs: reportingHydration },
    },
    staticFloor,
    templates: templates.map(({ path, noTwin }) => ({
      path,
      page: summarize(at(path)),
      noTwin,
      twin: summarize(at(twinKey(path))),
      hydrationMs: pairedDifference(at(path), at(twinKey(path)), (run) => run.mainThreadMs),
      hydrationTbtMs: pairedDifference(at(path), at(twinKey(path)), (run) => run.tbtMs),
    })),
  }
}
