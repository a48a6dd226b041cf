import type { FloorFigures, TemplateFigures, Verdict } from './lighthouseBudget'
import type { Median } from './lighthouseMedians'

/**
 * The report of `bench:lighthouse` at one CPU slowdown: one row per template with the page, its
 * static twin and their difference (main-thread work and TBT) with its ratio to the bare-Next
 * floor's (`×fl`) and to the yardstick's (`×yd`, the floor with the site's error reporting: the
 * judged one), the yardstick's and the floor's rows below them, then what missed the budget and
 * where the difference goes by Lighthouse's task groups.
 */
const COLUMNS: Array<[string, number]> = [
  ['template', 30],
  ['perf', 5],
  ['LCP s', 6],
  ['×fl', 5],
  ['│ MT page', 10],
  ['twin', 6],
  ['p−t', 6],
  ['×fl', 6],
  ['×yd', 6],
  ['│ TBT page', 11],
  ['twin', 5],
  ['p−t', 6],
  ['│ a11y', 7],
  ['BP', 4],
  ['CLS', 6],
  ['', 0],
]

const cells = (values: string[]) =>
  values.map((value, index) => value.padEnd(COLUMNS[index]![1])).join('')

const ms = (value: number | null | undefined) => (value == null ? '–' : value.toFixed(0))
const ratio = (value: number | null | undefined) => (value == null ? '–' : value.toFixed(2))

export function lighthouseTable({
  slowdown,
  heading,
  floor,
  staticFloor,
  templates,
  verdicts,
}: {
  slowdown: number
  heading: string
  floor: FloorFigures
  staticFloor: Median
  templates: TemplateFigures[]
  verdicts: Verdict[]
}): string[] {
  const row = (
    label: string,
    page: Median | null,
    twin: Median | null,
    hydrationMs: number | null,
    hydrationRatio: number | null,
    reportingRatio: number | null,
    hydrationTbtMs: number | null,
    verdict: string,
  ) =>
    cells([
      label.slice(0, COLUMNS[0]![1] - 1),
      page ? String(page.performance) : '–',
      page ? (page.lcpMs / 1000).toFixed(2) : '–',
      page ? ratio(page.lcpMs / floor.page.lcpMs) : '–',
      `│ ${ms(page?.mainThreadMs)}`,
      ms(twin?.mainThreadMs),
      ms(hydrationMs),
      ratio(hydrationRatio),
      ratio(reportingRatio),
      `│ ${ms(page?.tbtMs)}`,
      ms(twin?.tbtMs),
      ms(hydrationTbtMs),
      `│ ${page ? page.accessibility : '–'}`,
      page ? String(page.bestPractices) : '–',
      page ? page.cls.toFixed(3) : '–',
      verdict,
    ])

  const lines = [`CPU ${slowdown}× · ${heading}`, cells(COLUMNS.map(([title]) => title))]
  templates.forEach((template, index) => {
    const verdict = verdicts[index]!
    lines.push(
      row(
        template.path,
        template.page,
        template.twin,
        template.hydrationMs,
        verdict.hydrationRatio,
        verdict.reportingRatio,
        template.hydrationTbtMs,
        verdict.misses.length ? 'OVER' : 'ok',
      ),
    )
  })
  const { reporting } = floor
  const yardsticks: Array<[string, Median, number, number | null, number | null, string]> = [
    [
      'yardstick: Next + reporting',
      reporting.page,
      reporting.hydrationMs,
      floor.hydrationMs > 0 ? reporting.hydrationMs / floor.hydrationMs : null,
      1,
      'judged against',
    ],
    [
      'floor: bare Next | static',
      floor.page,
      floor.hydrationMs,
      1,
      reporting.hydrationMs > 0 ? floor.hydrationMs / reporting.hydrationMs : null,
      'perf and LCP judged against',
    ],
  ]
  for (const [label, page, hydrationMs, toFloor, toYardstick, note] of yardsticks) {
    lines.push(
      row(
        label,
        page,
        staticFloor,
        hydrationMs,
        toFloor,
        toYardstick,
        page.tbtMs - staticFloor.tbtMs,
        note,
      ),
    )
  }
  for (const verdict of verdicts) {
    if (verdict.misses.length) lines.push(`  ${verdict.path}: ${verdict.misses.join('; ')}`)
  }
  lines.push('', 'where page − twin goes (ms, by Lighthouse task group, medians):')
  for (const template of [
    ...templates,
    { path: 'yardstick', page: reporting.page, twin: staticFloor },
    { path: 'floor', page: floor.page, twin: staticFloor },
  ]) {
    if (!template.page || !template.twin) continue
    lines.push(
      `  ${template.path.slice(0, 28).padEnd(29)}${groupDifferences(template.page, template.twin)}`,
    )
  }
  return lines
}

/** `scriptEvaluation +812 styleLayout +240 …`, the largest first. */
function groupDifferences(page: Median, twin: Median): string {
  const groups = new Set([
    ...Object.keys(page.mainThreadByGroup),
    ...Object.keys(twin.mainThreadByGroup),
  ])
  return [...groups]
    .map((group) => ({
      group,
      difference: (page.mainThreadByGroup[group] ?? 0) - (twin.mainThreadByGroup[group] ?? 0),
    }))
    .sort((a, b) => b.difference - a.difference)
    .map(
      ({ group, difference }) => `${group} ${difference >= 0 ? '+' : ''}${difference.toFixed(0)}`,
    )
    .join('  ')
}

/** `CPU 4×: 3 of 14 template(s) OVER BUDGET (/, /blog, …)`. */
export function verdictLine(slowdown: number, verdicts: Verdict[]): string {
  const over = verdicts.filter((verdict) => verdict.misses.length > 0)
  return (
    `CPU ${slowdown}×: ` +
    (over.length
      ? `${over.length} of ${verdicts.length} template(s) OVER BUDGET (${over.map((verdict) => verdict.path).join(', ')})`
      : 'every template within budget')
  )
}
