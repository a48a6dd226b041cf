import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

import { expect, type Page } from '@playwright/test'
import type { AxeResults, RunOptions } from 'axe-core'

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core'), 'utf8')
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * axe-core (WCAG 2.x A/AA) on an admin screen, as tests/e2e/accessibility.spec.ts runs it on the
 * site: no serious or critical violation inside `selector`. Evaluated, not a <script> tag, so the
 * admin's CSP does not block it.
 */
export async function expectNoSeriousAxeViolations(page: Page, selector: string) {
  await expectNoAxeViolations(page, selector, ['serious', 'critical'])
}

/** axe-core on an admin screen: no violation of the given impacts (by default any) in `selector`. */
export async function expectNoAxeViolations(
  page: Page,
  selector: string,
  impacts: string[] = ['minor', 'moderate', 'serious', 'critical'],
) {
  // AdminAccessibility's repairs (names, labels) run once the admin has hydrated.
  await expect(page.locator('html[data-admin-accessibility="ready"]')).toHaveCount(1)
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  await page.evaluate(axeSource)
  const findings = await page.evaluate(
    async ({ tags, selector, impacts }) => {
      const { axe } = window as unknown as {
        axe: { run: (context: unknown, options: RunOptions) => Promise<AxeResults> }
      }
      const result = await axe.run(
        { include: [selector] },
        { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] },
      )
      return result.violations
        .filter((violation) => impacts.includes(violation.impact ?? 'minor'))
        .map(
          (violation) =>
            `${violation.impact} ${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.html.slice(0, 120)}`).join(', ')}`,
        )
    },
    { tags: WCAG_TAGS, selector, impacts },
  )
  // Soft: a walk through several screens reports each screen's findings.
  expect.soft(findings, selector).toEqual([])
}
