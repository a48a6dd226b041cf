import type { Page } from 'puppeteer-core'

import type { ErrorSink } from '../../lib/errorSink'

const THROWN = 'bench: error reporting check'

/**
 * Proves that the site under measurement runs with error reporting on, as production does:
 * the page loads Sentry's browser SDK (it marks <html data-error-reporting="on">), and an error
 * thrown once on purpose reaches the local sink. Throws when either does not happen.
 */
export async function checkErrorReporting(page: Page, url: string, sink: ErrorSink): Promise<void> {
  await page.goto(url)
  await page.waitForSelector('html[data-error-reporting="on"]', { timeout: 30_000 }).catch(() => {
    throw new Error(`${url}: Sentry's browser SDK did not start (SENTRY_DSN not served?)`)
  })
  await page.evaluate((message) => {
    setTimeout(() => {
      throw new Error(message)
    }, 0)
  }, THROWN)
  const deadline = Date.now() + 15_000
  while (!sink.envelopes.some((envelope) => envelope.includes(THROWN))) {
    if (Date.now() > deadline) throw new Error('The error thrown on purpose never reached the sink')
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}
