import { expect, type Page, test } from '@playwright/test'

import { signInToAdmin } from './support/admin'
import { E2E } from './support/ports'
import { addSandboxFault, clearSandboxFaults } from './support/sandboxControls'
import { customerEmail, mainAlert, seedDraft, sessionToken, storedKey } from './support/shop'

const SESSION_EXPIRED = 'Platnost přihlášení vypršela. Pro pokračování se prosím přihlašte znovu.'
// the transport adds the status: "… odpověděla chybou (HTTP 500)."
const PROVIDER_FAILED = /Služba poskytovatele odpověděla chybou/

/** The global error notice of spec 8 (outside the main content, over the page). */
function globalNotice(page: Page) {
  return page.getByRole('alert').filter({ hasText: 'Něco se nepovedlo.' })
}

/** Closes the notice from the keyboard, as a person without a mouse would. */
async function closeWithKeyboard(page: Page) {
  const close = globalNotice(page).getByRole('button', { name: /Zavřít/ })
  await close.focus()
  await page.keyboard.press('Enter')
  await expect(globalNotice(page)).toHaveCount(0)
}

test.afterEach(async () => {
  await clearSandboxFaults()
})

test.describe('session expiry', () => {
  test('a 401 with an empty cart shows the message on the page the guards end on, once', async ({
    page,
  }, testInfo) => {
    const email = customerEmail(testInfo, 'prazdny-kosik')
    // a stored login, nothing in the cart
    await seedDraft(page, { authToken: await sessionToken(email), userEmail: email })
    await addSandboxFault({ path: '/order/my', kind: '401', times: 1 })

    await page.goto('/eshop/order-history')
    // stepTwo, whose guard (no product) sends the customer on to step one
    await expect(page).toHaveURL('/eshop')
    await expect(mainAlert(page)).toHaveText(SESSION_EXPIRED)
    expect(await storedKey(page, 'authToken')).toBeNull()
    // a 401 ends the session; it is not a failure for the global notice
    await expect(globalNotice(page)).toHaveCount(0)

    // shown once: nothing is left waiting, a reload does not repeat it
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vyberte si licenci')
    await expect(page.getByRole('button', { name: /Vybrat/ }).first()).toBeEnabled()
    await expect(page.getByText(SESSION_EXPIRED)).toHaveCount(0)
  })

  test('a message still waiting survives a reload until a page shows it', async ({ page }) => {
    // as if the session had expired just before a reload: a page without the notice keeps it
    await page.goto('/blog')
    await page.evaluate(
      (message) => sessionStorage.setItem('sessionExpiredNotice', message),
      SESSION_EXPIRED,
    )
    await page.reload()
    await expect(page.getByTestId('blog-card').first()).toBeVisible()
    expect(await page.evaluate(() => sessionStorage.getItem('sessionExpiredNotice'))).toBe(
      SESSION_EXPIRED,
    )
    // the cart's guard (nothing chosen) sends the customer on; step one shows it
    await page.goto('/eshop/cart')
    await expect(page).toHaveURL('/eshop')
    await expect(mainAlert(page)).toHaveText(SESSION_EXPIRED)
    expect(await page.evaluate(() => sessionStorage.getItem('sessionExpiredNotice'))).toBeNull()
  })
})

test.describe('global error notice', () => {
  test('a failed related-posts call keeps the article and shows the notice once', async ({
    page,
  }) => {
    const list = (await (await fetch(`${E2E.sandboxUrl}/blogpost`)).json()) as {
      data: Array<{ slug: string; status: string; title: string }>
    }
    const post = list.data.find((item) => item.status === 'active')!
    // Draft mode renders the page and its provider reads afresh (no page or data cache), so this
    // test does not depend on what earlier tests cached. The render asks for the blog list twice:
    // to know the slug (lets it through) and for the related posts (fails with a 500).
    await signInToAdmin(page)
    await addSandboxFault({ path: '/blogpost', method: 'GET', kind: '500', after: 1, times: 1 })
    const response = await page.goto(`/next/preview?path=/blog/${post.slug}`)
    expect(response?.status()).toBe(200)
    await expect(page).toHaveURL(`/blog/${post.slug}`)

    // the article is intact
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title)
    await expect(page.locator('article p').first()).not.toBeEmpty()
    // only the related posts are gone, and the notice says why
    await expect(page.getByRole('region', { name: 'Mohlo by vás zajímat' })).toHaveCount(0)
    await expect(globalNotice(page)).toHaveCount(1)
    await expect(globalNotice(page)).toContainText(PROVIDER_FAILED)

    await closeWithKeyboard(page)
    // the same failure does not come back, and the page keeps working
    await page.waitForTimeout(300)
    await expect(globalNotice(page)).toHaveCount(0)
    await page.getByRole('link', { name: 'Všechny články' }).click()
    await expect(page).toHaveURL('/blog')
    await expect(page.getByTestId('blog-card').first()).toBeVisible()
  })

  test('a failed e-shop call in the browser shows the notice beside the step’s own message', async ({
    page,
  }, testInfo) => {
    const email = customerEmail(testInfo, 'globalni')
    await seedDraft(page, { authToken: await sessionToken(email), userEmail: email })
    await addSandboxFault({ path: '/order/my', kind: '500', times: 1 })
    await page.goto('/eshop/order-history')
    await expect(mainAlert(page)).toContainText('Objednávky se nepodařilo načíst.')
    await expect(globalNotice(page)).toHaveCount(1)
    await expect(globalNotice(page)).toContainText(PROVIDER_FAILED)

    await closeWithKeyboard(page)
    await page.getByRole('button', { name: 'Zkusit znovu' }).click()
    await expect(page.getByText('Zatím u nás nemáte žádnou objednávku.')).toBeVisible()
    await expect(globalNotice(page)).toHaveCount(0)
  })
})
