import { expect, type Page, test } from '@playwright/test'

import { QUANTITY_MESSAGE } from '../../src/shop/forms/quantitySchema'
import { formLibraryScripts, interceptFormLibrary } from './support/formLibrary'
import { E2E } from './support/ports'
import { sandboxCall, seedDraft, sessionToken, signer } from './support/shop'

/*
 * The cart step is rendered from the draft kept in the browser; its frame (heading, fixed texts,
 * the login notice, room for the product) comes with the server HTML, so it is painted before
 * hydration and the largest text of the page is not waiting for JavaScript.
 */

const NOTICE =
  'Objednávku dokončíte po přihlášení ke svému účtu Software602. Košík vám mezitím zůstane uložený.'

/** The page as the HTML alone paints it: inline scripts run, the JavaScript bundles do not. */
async function blockBundles(page: Page) {
  await page.route(/\/_next\/static\/.*\.js(\?|$)/, (route) => route.abort())
}

test('the server HTML holds the cart frame, busy, with no claim about its contents', async ({
  browser,
  request,
}) => {
  const html = await (await request.get('/eshop/cart')).text()
  expect(html).toContain(NOTICE)
  expect(html).toContain('aria-busy="true"')
  expect(html).toContain('Souhrn objednávky')

  const context = await browser.newContext({ baseURL: E2E.siteUrl, javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/eshop/cart')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Košík')
  const frame = page.getByTestId('cart-skeleton')
  await expect(frame).toHaveAttribute('aria-busy', 'true')
  await expect(page.getByRole('status')).toHaveText('Načítáme košík…')
  await expect(frame.getByText(NOTICE)).toBeVisible()
  await expect(frame.getByText('Počet licencí')).toBeVisible()
  // nothing the draft decides: no product, no price, no working quantity field, no empty cart
  await expect(frame.getByRole('textbox')).toHaveCount(0)
  await expect(frame.getByRole('button')).toHaveCount(0)
  await expect(frame).not.toContainText('Kč')
  await expect(page.getByText(/prázdný/i)).toHaveCount(0)
  await context.close()
})

test('before hydration a stored login hides the frame’s login notice', async ({ page }) => {
  const { token: expired } = await sandboxCall('/__sandbox/session', {
    mail: 'stary-ramec@firma.cz',
    expiresInSeconds: -60,
  })
  const cases = [
    { authToken: await sessionToken('ramec@firma.cz'), notice: false },
    { authToken: String(expired), notice: true },
    { authToken: null, notice: true },
  ]
  for (const { authToken, notice } of cases) {
    await page.unrouteAll()
    await seedDraft(page, {
      selectedProduct: signer,
      ...(authToken ? { authToken, userEmail: 'ramec@firma.cz' } : {}),
    })
    await blockBundles(page)
    await page.goto('/eshop/cart')
    await expect(page.getByTestId('cart-skeleton')).toBeVisible()
    await expect(page.getByText(NOTICE), String(authToken)).toBeVisible({ visible: notice })
  }
})

test('after hydration the draft replaces the frame, and nothing moves', async ({ page }) => {
  await page.addInitScript(() => {
    const seen = { shift: 0, lcpAfterFrame: 0, frameGoneAt: -1 }
    ;(window as unknown as { __seen: typeof seen }).__seen = seen
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
      })[]) {
        // The step replacing the frame is what is judged here: shifts inside <main>.
        const inMain = (entry as unknown as { sources?: { node?: Node | null }[] }).sources?.some(
          (source) =>
            (source.node instanceof Element ? source.node : source.node?.parentElement)?.closest(
              'main',
            ),
        )
        if (!entry.hadRecentInput && inMain) seen.shift += entry.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        // a paint of the step itself; the consent banner (the page's LCP) is not the step's, and
        // on a fast load its first paint can come after the step has replaced the frame
        const inMain = (entry as unknown as { element?: Element | null }).element?.closest('main')
        if (inMain && seen.frameGoneAt >= 0 && entry.startTime >= seen.frameGoneAt) {
          seen.lcpAfterFrame += 1
        }
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true })
    new MutationObserver(() => {
      if (seen.frameGoneAt < 0 && document.querySelector('#quantity')) {
        seen.frameGoneAt = performance.now()
      }
    }).observe(document, { childList: true, subtree: true })
  })
  await seedDraft(page, { selectedProduct: signer, quantity: '2' })
  await page.goto('/eshop/cart')

  await expect(page.getByLabel('Počet licencí')).toHaveValue('2')
  await expect(page.getByTestId('cart-skeleton')).toHaveCount(0)
  await expect(page.getByRole('status')).toHaveCount(0)
  await expect(page.getByText('Signer – roční licence').first()).toBeVisible()
  await expect(page.getByTestId('order-total')).toHaveText(/1\s980\sKč/)
  await expect(page.getByText(NOTICE)).toHaveCount(1)
  await expect(page.getByRole('button', { name: 'Přihlásit se a pokračovat' })).toBeVisible()

  // let the last frames be painted and reported
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
  )
  const seen = await page.evaluate(
    () => (window as unknown as { __seen: { shift: number; lcpAfterFrame: number } }).__seen,
  )
  expect(seen.shift).toBe(0)
  // the notice painted from the HTML stays the largest paint: the step adds no later one
  expect(seen.lcpAfterFrame).toBe(0)
})

test('the cart prints its prices without building an Intl formatter', async ({ page }) => {
  // Constructing Intl.NumberFormat('cs-CZ', currency) cost ~20 ms of the cart's load (ICU's
  // locale and currency data; docs/performance.md): src/shop/formatPrice.ts writes prices out.
  await page.addInitScript(() => {
    const calls: string[] = []
    ;(window as unknown as { __intl: string[] }).__intl = calls
    // counts the calls and constructions of an Intl entry point, passing them on
    function counted<T extends object>(target: T, name: string): T {
      return new Proxy(target, {
        construct: (inner, args, newTarget) => {
          calls.push(name)
          return Reflect.construct(inner as new (...a: unknown[]) => object, args, newTarget)
        },
        apply: (inner, self, args) => {
          calls.push(name)
          return Reflect.apply(inner as (...a: unknown[]) => unknown, self, args)
        },
      })
    }
    Intl.NumberFormat = counted(Intl.NumberFormat, 'Intl.NumberFormat')
    Number.prototype.toLocaleString = counted(Number.prototype.toLocaleString, 'toLocaleString')
  })
  await seedDraft(page, { selectedProduct: signer, quantity: '2' })
  await page.goto('/eshop/cart')
  await expect(page.getByTestId('order-total')).toHaveText(/1\s980\sKč/)
  expect(await page.evaluate(() => (window as unknown as { __intl: string[] }).__intl)).toEqual([])
})

test('the quantity is checked once the field is left, then at every keystroke, and kept', async ({
  page,
}) => {
  await seedDraft(page, { selectedProduct: signer, quantity: '2' })
  await page.goto('/eshop/cart')
  const quantity = page.getByLabel('Počet licencí')
  const message = page.getByText(QUANTITY_MESSAGE)
  await quantity.fill('0')
  // typing in a field not yet left says nothing
  await expect(quantity).not.toHaveAttribute('aria-invalid')
  await expect(message).toHaveCount(0)
  await quantity.blur()
  await expect(quantity).toHaveAttribute('aria-invalid', 'true')
  await expect(quantity).toHaveAccessibleDescription(QUANTITY_MESSAGE)
  await quantity.fill('3')
  await expect(message).toHaveCount(0)
  await expect(quantity).not.toHaveAttribute('aria-invalid')
  await quantity.fill('1001')
  await expect(message).toBeVisible()
  await expect.poll(() => page.evaluate(() => localStorage.getItem('quantity'))).toBe('1001')
})

test('react-hook-form is not in the cart’s first load: the first focus brings it', async ({
  page,
}) => {
  const found = formLibraryScripts(page)
  await seedDraft(page, { selectedProduct: signer, quantity: '2' })
  await page.goto('/eshop/cart')
  const quantity = page.getByLabel('Počet licencí')
  await expect(quantity).toHaveValue('2')
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(500)
  expect(found).toEqual([])

  await quantity.focus()
  await expect.poll(() => found.length).toBeGreaterThan(0)
  // and the validation it brings works at once
  await quantity.fill('0')
  await quantity.blur()
  await expect(quantity).toHaveAccessibleDescription(QUANTITY_MESSAGE)
})

test('a submit sent before the validation arrived waits for it and is checked', async ({
  page,
}) => {
  await seedDraft(page, { selectedProduct: signer, quantity: '2' })
  const library = await interceptFormLibrary(page, 'hold')
  await page.goto('/eshop/cart')
  const quantity = page.getByLabel('Počet licencí')
  await expect(quantity).toHaveValue('2')
  await quantity.fill('0')
  await quantity.press('Enter')
  // nothing checked yet, nothing sent
  await page.waitForTimeout(300)
  await expect(page.getByText(QUANTITY_MESSAGE)).toHaveCount(0)
  await expect(page).toHaveURL(/\/eshop\/cart$/)

  library.release()
  await expect(quantity).toHaveAttribute('aria-invalid', 'true')
  await expect(quantity).toHaveAccessibleDescription(QUANTITY_MESSAGE)
  await expect(quantity).toBeFocused()
  await expect(page).toHaveURL(/\/eshop\/cart$/)
  await quantity.fill('2')
  await expect(quantity).not.toHaveAttribute('aria-invalid')
  await quantity.press('Enter')
  await expect(page).toHaveURL(/\/identity\/login/)
})

test('when the validation cannot load, the schema still checks the submit', async ({ page }) => {
  await seedDraft(page, { selectedProduct: signer, quantity: '2' })
  await interceptFormLibrary(page, 'abort')
  await page.goto('/eshop/cart')
  const quantity = page.getByLabel('Počet licencí')
  await quantity.fill('1001')
  await page.getByRole('button', { name: 'Přihlásit se a pokračovat' }).click()
  await expect(quantity).toHaveAccessibleDescription(QUANTITY_MESSAGE)
  await expect(quantity).toBeFocused()
  await expect(page).toHaveURL(/\/eshop\/cart$/)
  await quantity.fill('3')
  await page.getByRole('button', { name: 'Přihlásit se a pokračovat' }).click()
  await expect(page).toHaveURL(/\/identity\/login/)
  await page.unrouteAll({ behavior: 'ignoreErrors' })
})
