import type { Page } from '@playwright/test'

/** A marker string of react-hook-form's code (it survives minification). */
export const FORM_LIBRARY_MARKER = 'HookFormControlContext'

/** Script responses of the page whose code contains react-hook-form, as they arrive. */
export function formLibraryScripts(page: Page) {
  const found: string[] = []
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return
    const body = await response.text().catch(() => '')
    if (body.includes(FORM_LIBRARY_MARKER)) found.push(response.url())
  })
  return found
}

/**
 * Intercepts the chunks that carry react-hook-form: `abort` refuses them (offline, a new
 * deployment), `hold` keeps them until `release()` is called. Other chunks pass unchanged.
 */
export async function interceptFormLibrary(page: Page, how: 'abort' | 'hold') {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    try {
      const response = await route.fetch()
      const body = await response.text()
      if (!body.includes(FORM_LIBRARY_MARKER)) return await route.fulfill({ response, body })
      if (how === 'abort') return await route.abort()
      await released
      await route.fulfill({ response, body })
    } catch {
      // the page went on (or closed) while a chunk was in flight
    }
  })
  return { release }
}
