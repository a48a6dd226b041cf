import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Loads `path` until `shown` contains `text`, for at most the spec's two seconds after a publish.
 * Each load waits for the HTML only: the budget is the site's answer, not the browser fetching
 * scripts and images (on a loaded CI machine those alone took a second).
 */
export async function expectOnSiteWithin2s(
  visitor: Page,
  path: string,
  shown: Locator,
  text: string,
) {
  const publishedAt = Date.now()
  await expect
    .poll(
      async () => {
        await visitor.goto(path, { waitUntil: 'domcontentloaded' })
        return shown.textContent()
      },
      { timeout: 2_000, intervals: [100, 200, 400] },
    )
    .toContain(text)
  expect(Date.now() - publishedAt).toBeLessThan(2_000)
}
