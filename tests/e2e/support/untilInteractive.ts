import { expect, type Page } from '@playwright/test'

/**
 * Waits for Consent Mode's defaults, which the page sets once it is interactive (hydrated): a
 * click before that reaches no listener (the cookie banner and analytics clicks are islands that
 * are in the server HTML before they work). Under load the runs once clicked too early.
 */
export async function untilInteractive(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        (window.dataLayer ?? [])
          .map((entry) => Array.from(entry as ArrayLike<unknown>))
          .find((args) => args[0] === 'consent' && args[1] === 'default'),
      ),
    )
    .toBeDefined()
}
