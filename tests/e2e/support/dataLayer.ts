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

/**
 * Keeps what is pushed to window.dataLayer across full page loads (in sessionStorage), as the tag
 * manager would have sent it before the page went: for clicks that navigate away.
 */
export async function keepDataLayerAcrossLoads(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const stored = JSON.parse(sessionStorage.getItem('e2e-dataLayer') ?? '[]') as unknown[]
    const dataLayer: unknown[] = []
    dataLayer.push = (...entries: unknown[]) => {
      stored.push(...entries)
      sessionStorage.setItem('e2e-dataLayer', JSON.stringify(stored))
      return Array.prototype.push.apply(dataLayer, entries)
    }
    ;(window as { dataLayer?: unknown[] }).dataLayer = dataLayer
    ;(window as { e2eDataLayer?: unknown[] }).e2eDataLayer = stored
  })
}

/** What keepDataLayerAcrossLoads kept, on the page loaded now. */
export function dataLayerKeptAcrossLoads(page: Page): Promise<Array<{ event?: string }>> {
  return page.evaluate(
    () => (window as { e2eDataLayer?: Array<{ event?: string }> }).e2eDataLayer ?? [],
  )
}
