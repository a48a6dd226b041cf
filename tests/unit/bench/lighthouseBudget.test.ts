import { describe, expect, it } from 'vitest'

import {
  type FloorFigures,
  judgeTemplate,
  type TemplateFigures,
} from '../../../scripts/bench/lib/lighthouseBudget'
import {
  type Median,
  pairedDifference,
  summarize,
} from '../../../scripts/bench/lib/lighthouseMedians'
import type { LighthouseRun } from '../../../scripts/bench/lib/lighthouseRun'

const run = (figures: Partial<LighthouseRun> = {}): LighthouseRun => ({
  performance: 90,
  accessibility: 100,
  bestPractices: 100,
  lcpMs: 2000,
  fcpMs: 1000,
  cls: 0,
  tbtMs: 300,
  mainThreadMs: 2000,
  mainThreadByGroup: { scriptEvaluation: 1000, styleLayout: 1000 },
  lcpElement: 'h1',
  failedAudits: [],
  ...figures,
})
const median = (figures: Partial<LighthouseRun> = {}): Median => summarize([run(figures)])!

/** The floor: performance 90, LCP 2 s, hydration (bare Next − static) 400 ms. */
const floor: FloorFigures = { page: median(), hydrationMs: 400 }

const template = (figures: Partial<TemplateFigures> = {}): TemplateFigures => ({
  path: '/kontakt',
  page: median(),
  noTwin: null,
  twin: median({ mainThreadMs: 1500 }),
  hydrationMs: 500,
  hydrationTbtMs: 200,
  ...figures,
})

describe('the Lighthouse budget of a template (issue 30)', () => {
  it('is met by a page like the floor', () => {
    expect(judgeTemplate(template(), floor)).toEqual({
      path: '/kontakt',
      misses: [],
      hydrationRatio: 1.25,
      aboveAim: false,
    })
  })

  it('lets page − twin reach 2× the floor’s, and says when it is above the 1.5× aim', () => {
    expect(judgeTemplate(template({ hydrationMs: 800 }), floor)).toMatchObject({
      misses: [],
      aboveAim: true,
    })
    expect(judgeTemplate(template({ hydrationMs: 599 }), floor).aboveAim).toBe(false)
    const over = judgeTemplate(template({ hydrationMs: 801 }), floor)
    expect(over.misses).toEqual(['hydration 801 ms = 2.00× floor (≤ 2×)'])
  })

  it('wants performance within 3 points of the floor, not an absolute score', () => {
    expect(judgeTemplate(template({ page: median({ performance: 87 }) }), floor).misses).toEqual([])
    expect(judgeTemplate(template({ page: median({ performance: 86 }) }), floor).misses).toEqual([
      'performance 86 < floor 90 − 3',
    ])
  })

  it('wants LCP within 2.5 s and within 1.2× the floor', () => {
    const slowFloor: FloorFigures = { ...floor, page: median({ lcpMs: 2400 }) }
    expect(judgeTemplate(template({ page: median({ lcpMs: 2600 }) }), slowFloor).misses).toEqual([
      'LCP 2.60 s > 2.50 s',
    ])
    expect(judgeTemplate(template({ page: median({ lcpMs: 2401 }) }), floor).misses).toEqual([
      'LCP 1.20× floor (≤ 1.2×)',
    ])
    expect(judgeTemplate(template({ page: median({ lcpMs: 2400 }) }), floor).misses).toEqual([])
  })

  it('keeps accessibility 100, best practices 96 and CLS 0.02', () => {
    const page = median({ accessibility: 98, bestPractices: 95, cls: 0.03 })
    expect(judgeTemplate(template({ page }), floor).misses).toEqual([
      'accessibility 98',
      'best practices 95',
      'CLS 0.030',
    ])
  })

  it('counts a template without a twin, or not measured, as a miss', () => {
    const noTwin = template({ noTwin: 'answers 404', twin: null, hydrationMs: null })
    expect(judgeTemplate(noTwin, floor).misses).toEqual(['no twin: answers 404'])
    const twinFailed = template({ twin: null, hydrationMs: null })
    expect(judgeTemplate(twinFailed, floor).misses).toEqual(['twin not measured'])
    expect(judgeTemplate(template({ page: null }), floor).misses).toEqual(['not measured'])
    const missing = template({ page: null, noTwin: 'answers 404', twin: null, hydrationMs: null })
    expect(judgeTemplate(missing, floor).misses).toEqual(['not measured', 'no twin: answers 404'])
  })

  it('does not pass a template when the floor’s own difference is not positive', () => {
    expect(judgeTemplate(template(), { ...floor, hydrationMs: -5 }).misses).toEqual([
      "floor's hydration -5 ms: nothing to compare with",
    ])
  })
})

describe('page − twin', () => {
  it('takes the middle of an even count of rounds from both sides', () => {
    const rounds = [run({ tbtMs: 100 }), run({ tbtMs: 400 })]
    expect(summarize(rounds)!.tbtMs).toBe(250)
    expect(summarize([...rounds, run({ tbtMs: 300 })])!.tbtMs).toBe(300)
  })

  it('is the median of the differences of the rounds where both were measured', () => {
    const page = [
      run({ mainThreadMs: 3000 }),
      run({ mainThreadMs: 9000 }),
      null,
      run({ mainThreadMs: 2600 }),
    ]
    const twin = [
      run({ mainThreadMs: 1000 }),
      run({ mainThreadMs: 6000 }),
      run(),
      run({ mainThreadMs: 1500 }),
    ]
    // rounds 1, 2 and 4: 2000, 3000, 1100
    expect(pairedDifference(page, twin, (one) => one.mainThreadMs)).toBe(2000)
    expect(pairedDifference([null], [run()], (one) => one.mainThreadMs)).toBeNull()
  })
})
