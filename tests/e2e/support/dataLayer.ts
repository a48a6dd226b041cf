import type { Page } from '@playwright/test'

/** Event objects in window.dataLayer (gtag() commands are `arguments` objects and are skipped). */
export function dataLayerEvents(page: Page): Promise<Array<Record<string, unknown>>> {
  return page.evaluate(() =>
    (window.dataLayer ?? [])
      .filter(
        (entry): entry is Record<string, unknown> =>
          typeof entry === 'object' && entry !== null && 'event' in entry && !('length' in entry),
      )
      .map((entry) => JSON.parse(JSON.stringify(entry)) as Record<string, unknown>),
  )
}

export async function eventNames(page: Page): Promise<string[]> {
  return (await dataLayerEvents(page)).map((entry) => String(entry.event))
}

/** Stores a refused cookie choice before the page loads, so the banner stays out of the way. */
export async function refuseCookiesUpFront(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.localStorage.setItem(
      'cookie-consent',
      JSON.stringify({ analytics: false, marketing: false, date: new Date().toISOString() }),
    )
  })
}
