import type { Page } from '@playwright/test'

type WithViolations = { cspViolations?: string[] }

/** Before any script of the page (and its frames) runs: collect its CSP violations. */
export async function recordCspViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as WithViolations).cspViolations = seen
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}`),
    )
  })
}

/** The violations seen so far by the page and by each of its frames (the live preview). */
export async function cspViolationsIn(page: Page): Promise<string[]> {
  const all: string[] = []
  for (const frame of page.frames()) {
    const seen = await frame
      .evaluate(() => (window as unknown as WithViolations).cspViolations ?? [])
      .catch(() => [])
    all.push(
      ...seen.map((entry) => (frame === page.mainFrame() ? entry : `${frame.url()}: ${entry}`)),
    )
  }
  return all
}
