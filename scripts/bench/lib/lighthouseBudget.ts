import type { Median } from './lighthouseMedians'

/**
 * The Lighthouse budgets of issue 30, judged per template at one CPU slowdown against the
 * bare-Next floor of the same run (lib/lighthouseFloor.ts):
 * - hydration: the page's main-thread work minus its static twin's (what hydration and our
 *   scripts cost) at most `hydrationFactor`× the floor's (bare Next page minus the same as static
 *   HTML); the aim (`hydrationAim`×) is printed, not enforced;
 * - performance at most `performanceBelowFloor` points under the floor's;
 * - LCP at most `lcpMs` and at most `lcpFloorFactor`× the floor's;
 * - accessibility, best practices and CLS as before (they do not depend on the CPU).
 * A template without a twin, or not measured at all, misses the budget: it was not shown to
 * meet it.
 */
export const LIGHTHOUSE_BUDGET = {
  hydrationFactor: 2,
  hydrationAim: 1.5,
  performanceBelowFloor: 3,
  lcpMs: 2500,
  lcpFloorFactor: 1.2,
  accessibility: 100,
  bestPractices: 96,
  cls: 0.02,
}

export type Budget = typeof LIGHTHOUSE_BUDGET

export type FloorFigures = {
  /** The bare Next page. */
  page: Median
  /** The bare Next page's main-thread work minus the same hero as static HTML (paired median). */
  hydrationMs: number
}

export type TemplateFigures = {
  path: string
  /** Null: no round of the page was measured. */
  page: Median | null
  /** Why the template has no twin, or null when it has one. */
  noTwin: string | null
  twin: Median | null
  /** page − twin main-thread work (paired median), null without both. */
  hydrationMs: number | null
  /** page − twin TBT (paired median), null without both. */
  hydrationTbtMs: number | null
}

export type Verdict = {
  path: string
  /** What missed the budget; empty when the template is within it. */
  misses: string[]
  /** hydrationMs ÷ the floor's, when both are known. */
  hydrationRatio: number | null
  /** Within the budget but above the aim of the hydration ratio. */
  aboveAim: boolean
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`

export function judgeTemplate(
  template: TemplateFigures,
  floor: FloorFigures,
  budget: Budget = LIGHTHOUSE_BUDGET,
): Verdict {
  const { page } = template
  if (!page) {
    const why = template.noTwin === null ? [] : [`no twin: ${template.noTwin}`]
    return {
      path: template.path,
      misses: ['not measured', ...why],
      hydrationRatio: null,
      aboveAim: false,
    }
  }
  const misses: string[] = []
  if (template.noTwin !== null) misses.push(`no twin: ${template.noTwin}`)
  else if (template.hydrationMs === null) misses.push('twin not measured')

  let hydrationRatio: number | null = null
  if (template.hydrationMs !== null) {
    if (floor.hydrationMs <= 0) {
      misses.push(`floor's hydration ${floor.hydrationMs.toFixed(0)} ms: nothing to compare with`)
    } else {
      hydrationRatio = template.hydrationMs / floor.hydrationMs
      if (hydrationRatio > budget.hydrationFactor) {
        misses.push(
          `hydration ${template.hydrationMs.toFixed(0)} ms = ${hydrationRatio.toFixed(2)}× floor ` +
            `(≤ ${budget.hydrationFactor}×)`,
        )
      }
    }
  }
  const lowestPerformance = floor.page.performance - budget.performanceBelowFloor
  if (page.performance < lowestPerformance) {
    misses.push(
      `performance ${page.performance} < floor ${floor.page.performance} − ${budget.performanceBelowFloor}`,
    )
  }
  if (page.lcpMs > budget.lcpMs)
    misses.push(`LCP ${seconds(page.lcpMs)} > ${seconds(budget.lcpMs)}`)
  if (page.lcpMs > budget.lcpFloorFactor * floor.page.lcpMs) {
    misses.push(
      `LCP ${(page.lcpMs / floor.page.lcpMs).toFixed(2)}× floor (≤ ${budget.lcpFloorFactor}×)`,
    )
  }
  if (page.accessibility < budget.accessibility) misses.push(`accessibility ${page.accessibility}`)
  if (page.bestPractices < budget.bestPractices) misses.push(`best practices ${page.bestPractices}`)
  if (page.cls > budget.cls) misses.push(`CLS ${page.cls.toFixed(3)}`)
  return {
    path: template.path,
    misses,
    hydrationRatio,
    aboveAim: hydrationRatio !== null && hydrationRatio > budget.hydrationAim,
  }
}

/** The budget in one line, for the report. */
export function describeBudget(slowdowns: number[], budget: Budget = LIGHTHOUSE_BUDGET): string {
  return (
    `Budgets at CPU ${slowdowns.join('× and ')}×: page − twin main-thread work ≤ ` +
    `${budget.hydrationFactor}× the floor's (aim ${budget.hydrationAim}×), performance ≥ floor − ` +
    `${budget.performanceBelowFloor}, LCP ≤ ${budget.lcpMs / 1000} s and ≤ ` +
    `${budget.lcpFloorFactor}× floor, accessibility ${budget.accessibility}, best practices ≥ ` +
    `${budget.bestPractices}, CLS ≤ ${budget.cls}`
  )
}
