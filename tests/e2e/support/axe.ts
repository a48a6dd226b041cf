import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

import { expect, type Page, type TestInfo } from '@playwright/test'
import type { AxeResults, ElementContext, RunOptions } from 'axe-core'

/** axe-core's WCAG 2.0/2.1/2.2 A and AA checks, as issue 15 set them for every template. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core'), 'utf8')
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * Rules outside the WCAG tags (axe's "best-practice") that Lighthouse's accessibility score
 * counts: any finding of these, whatever its impact, costs the score of 100 the issue asks for.
 */
const LIGHTHOUSE_RULES = [
  'heading-order',
  'landmark-one-main',
  'empty-heading',
  'image-redundant-alt',
  'skip-link',
  'tabindex',
  'aria-allowed-role',
  'aria-dialog-name',
  'aria-text',
  'table-duplicate-name',
]

export type Finding = { rule: string; impact: string; help: string; nodes: string[] }

type AxeScope = {
  /** a selector: only that element is checked */
  within?: string
  /** false: without the best-practice rules that count only for the public pages' Lighthouse score */
  lighthouse?: boolean
  /** true: WCAG findings of every impact, minor and moderate ones too (not only serious, critical) */
  anyImpact?: boolean
}

/**
 * Runs axe in the page (evaluated, not a <script> tag, so the page's CSP does not block it) on the
 * element the selector `within` picks (the whole document without it).
 */
export async function seriousViolations(
  page: Page,
  { within, lighthouse = true, anyImpact = false }: AxeScope = {},
): Promise<Finding[]> {
  // fonts and late styles settle before colours are measured
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  await page.evaluate(axeSource)
  return page.evaluate(
    async ({ tags, lighthouseRules, within, anyImpact }) => {
      const axe = (
        window as unknown as {
          axe: { run: (context: ElementContext, options: RunOptions) => Promise<AxeResults> }
        }
      ).axe
      const result = await axe.run(within ?? document, {
        runOnly: { type: 'tag', values: [...tags, 'best-practice'] },
        resultTypes: ['violations'],
      })
      return result.violations
        .filter((violation) =>
          violation.tags.includes('best-practice')
            ? lighthouseRules.includes(violation.id)
            : anyImpact || violation.impact === 'serious' || violation.impact === 'critical',
        )
        .map((violation) => ({
          rule: violation.id,
          impact: String(violation.impact),
          help: violation.help,
          nodes: violation.nodes.map(
            (node) =>
              `${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join(' ')}`,
          ),
        }))
    },
    { tags: WCAG_TAGS, lighthouseRules: lighthouse ? LIGHTHOUSE_RULES : [], within, anyImpact },
  )
}

/**
 * Fails (softly) on any serious or critical finding (with `anyImpact`, on any finding) and logs
 * one count line per template and width. `lighthouse: false` checks WCAG findings only (the admin:
 * Lighthouse's score is the public site's budget, and Payload's own screens have no main landmark
 * to speak of).
 */
export async function expectNoSeriousViolations(
  page: Page,
  testInfo: TestInfo,
  label: string,
  scope: AxeScope = {},
) {
  // Next streams metadata after the body to browsers: a page shown a moment ago may not have its
  // <title> yet (axe's document-title rule then failed once on /eshop/thank-you).
  await expect(page).not.toHaveTitle('')
  const findings = await seriousViolations(page, scope)
  const count = findings.reduce((sum, finding) => sum + finding.nodes.length, 0)
  // one line per template and width, for the before/after table of the issue
  console.log(`axe ${testInfo.project.name} ${label}: ${count}`)
  const report = findings
    .map(
      (finding) =>
        `${finding.impact} ${finding.rule} (${finding.help})\n  ${finding.nodes.join('\n  ')}`,
    )
    .join('\n')
  expect.soft(findings, `${label}\n${report}`).toEqual([])
}
