import { expect, test } from '@playwright/test'

import { cspViolationsIn, recordCspViolations } from './support/cspViolations'
import { type ErrorSink, startErrorSink } from './support/errorSink'
import { E2E } from './support/ports'

/*
 * Issue 15 (Lighthouse best practices): a visit logs no error and violates no rule of the
 * Content-Security-Policy, including while a form's validator loads and the e-shop reads its
 * products. Found by this check: zod's eval probe under the CSP, the missing site icon.
 */
const TEMPLATES = ['/', '/elektronicky-podpis', '/blog', '/udalosti', '/eshop', '/eshop/cart']

test.beforeEach(({ page }) => recordCspViolations(page))

// The reporting service is there, as in every deployment: the browser SDK sends the release's
// session as soon as it starts, and an unreachable service is a console error of its own.
let sink: ErrorSink
test.beforeAll(async () => {
  sink = await startErrorSink(E2E.errorSinkPort)
})
test.afterAll(() => sink.close())

// Search and the cart are rendered per request: their policy has no 'unsafe-inline' (a nonce).
for (const path of [...TEMPLATES, '/kontakt', '/hledat?q=elektronick%C3%BD%20podpis']) {
  test(`${path}: no console error, no CSP violation`, async ({ page }) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    if (path === '/kontakt') {
      // the first focus loads the client validation (react-hook-form + zod)
      await page.getByLabel('E-mail', { exact: false }).first().focus()
      await page.waitForLoadState('networkidle')
    }
    expect(await cspViolationsIn(page), 'CSP violations').toEqual([])
    expect(errors, 'console errors').toEqual([])
  })
}
