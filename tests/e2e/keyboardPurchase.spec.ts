import { expect, type Page, test } from '@playwright/test'

import { expectFocusVisible, retype, tabTo } from './support/keyboardFocus'
import { customerEmail, mainAlert, recordedRequests, sandboxCall } from './support/shop'

/*
 * Issue 15: the whole purchase with the keyboard alone. After the first page.goto only
 * page.keyboard drives the browser; the identity service and the card gateway are reached by the
 * site's own navigation and operated by keyboard too. Every tab stop is checked (focus ring, in
 * the viewport, not behind the sticky header), every step change must put focus on the new
 * step's heading, and every error is announced (an alert, or focus on the invalid field that
 * the message describes).
 */

test.afterEach(async () => {
  await sandboxCall('/__sandbox/faults', undefined, 'DELETE')
})

/** A step reached by navigation: its heading has focus (read out by a screen reader). */
async function expectStepHeadingFocused(page: Page, title: string, progress?: string) {
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toHaveText(title)
  await expect(heading).toBeFocused()
  await expectFocusVisible(page, `heading "${title}"`)
  if (progress) {
    await expect(
      page.getByRole('list', { name: 'Kroky objednávky' }).locator('[aria-current="step"]'),
    ).toHaveText(progress)
  }
}

/** A field error: focus is on the invalid field and the message is its accessible description. */
async function expectFieldErrorFocused(page: Page, label: string, message: string) {
  const field = page.getByLabel(label, { exact: true })
  await expect(field).toBeFocused()
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(field).toHaveAccessibleDescription(message)
  await expect(page.getByText(message).first()).toBeVisible()
  await expectFocusVisible(page, `invalid field ${label}`)
}

test('the purchase from /eshop to the order history with the keyboard alone', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000)
  const email = customerEmail(testInfo, 'klavesnice')

  // step one (the cookie banner was answered: the storage state of every test)
  await page.goto('/eshop')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vyberte si licenci')
  const choose = page.getByRole('button', { name: 'Vybrat Signer – roční licence' })
  // the button's island must be live before Enter can do anything
  await expect(choose).toHaveAttribute('aria-pressed', 'false')
  await tabTo(page, choose)
  await page.keyboard.press('Enter')

  // step two: the cart
  await expect(page).toHaveURL('/eshop/cart')
  await expectStepHeadingFocused(page, 'Košík', 'Košík')
  const quantity = page.getByLabel('Počet licencí')
  await tabTo(page, quantity)
  await retype(page, '0')
  await page.keyboard.press('Enter')
  await expectFieldErrorFocused(
    page,
    'Počet licencí',
    'Zadejte počet licencí jako celé číslo od 1 do 1000',
  )
  await retype(page, '2')
  await expect(page.getByTestId('order-total')).toHaveText(/1\s980\sKč/)
  await tabTo(page, page.getByRole('button', { name: 'Přihlásit se a pokračovat' }))
  await page.keyboard.press('Enter')

  // the identity service of the sandbox
  await expect(page).toHaveURL(/\/identity\/login/)
  await tabTo(page, page.getByLabel('E-mail'), { max: 10 })
  await page.keyboard.type(email)
  await tabTo(page, page.getByRole('button', { name: 'Přihlásit se' }), { max: 3 })
  await page.keyboard.press('Enter')

  // step three: back through /secustamp/authorize, logged in
  await expect(page).toHaveURL('/eshop/payment')
  await expectStepHeadingFocused(page, 'Způsob platby', 'Platba')
  await expect(page.getByTestId('account-email')).toHaveText(email.toLowerCase())
  const next = page.getByRole('button', { name: 'Pokračovat k fakturačním údajům' })
  await tabTo(page, next)
  await page.keyboard.press('Enter')
  await expect(mainAlert(page)).toHaveText('Vyberte prosím způsob platby')
  const card = page.getByRole('radio', { name: /Platební kartou online/ })
  await expect(card).toBeFocused()
  await expectFocusVisible(page, 'the payment choice after the error')
  await page.keyboard.press('Space')
  await expect(card).toBeChecked()
  await tabTo(page, next)
  await page.keyboard.press('Enter')

  // step four: the billing form, first sent empty
  await expect(page).toHaveURL('/eshop/billing-info')
  await expectStepHeadingFocused(page, 'Fakturační údaje', 'Fakturační údaje')
  const order = page.getByRole('button', { name: 'Objednat a zaplatit' })
  await tabTo(page, order)
  await page.keyboard.press('Enter')
  await expectFieldErrorFocused(page, 'Jméno a příjmení', 'Bez této položky se neobejdeme')
  // the invalid name field has focus: type straight into it
  await page.keyboard.type('Jan Novák Klávesnice')
  const fields: [string, string][] = [
    ['E-mail', 'jan.novak@firma.cz'],
    ['Telefon', '+420 777 123 456'],
    ['Ulice a číslo popisné', 'Hornokrčská 15'],
    ['Město', 'Praha'],
    ['PSČ', '140 00'],
  ]
  for (const [label, value] of fields) {
    await tabTo(page, page.getByLabel(label, { exact: true }), { max: 3 })
    await page.keyboard.type(value)
  }
  const company = page.getByRole('checkbox', { name: /Nakupuji na firmu/ })
  await tabTo(page, company, { max: 3 })
  await page.keyboard.press('Space')
  await expect(company).toBeChecked()
  for (const [label, value] of [
    ['Název firmy', 'Testovací firma s.r.o.'],
    ['IČO', '27082441'],
  ] as const) {
    await tabTo(page, page.getByLabel(label, { exact: true }), { max: 3 })
    await page.keyboard.type(value)
  }
  const terms = page.getByRole('checkbox', { name: /Souhlasím s/ })
  await tabTo(page, terms, { max: 6 })
  // a wrong IČO and missing terms: focus goes to the first error, each message is described
  await tabTo(page, order, { max: 6 })
  await page.keyboard.press('Enter')
  await expectFieldErrorFocused(page, 'IČO', 'IČO má 8 číslic a musí mít platný kontrolní součet')
  await retype(page, '27082440')
  await expect(terms).toHaveAccessibleDescription(
    'Pro dokončení objednávky je potřeba souhlasit s obchodními podmínkami',
  )
  await tabTo(page, terms, { max: 6 })
  await page.keyboard.press('Space')
  await expect(terms).toBeChecked()
  await tabTo(page, order, { max: 6 })
  await page.keyboard.press('Enter')

  // the card gateway of the sandbox
  await expect(page).toHaveURL(/\/gateway\//)
  const sent = (await recordedRequests('/order')).at(-1)?.body as Record<string, unknown>
  expect(sent).toMatchObject({
    items: [{ product_id: 1, count: 2 }],
    name: 'Jan',
    surname: 'Novák Klávesnice',
    mail: 'jan.novak@firma.cz',
    legal_entity_purchase: true,
    ic: '27082440',
  })
  await tabTo(page, page.getByRole('button', { name: 'Zaplatit' }), { max: 5 })
  await page.keyboard.press('Enter')

  // /payment/authorize verifies and moves on to the thank-you page
  await expect(page).toHaveURL('/eshop/thank-you')
  await expectStepHeadingFocused(page, 'Děkujeme za objednávku', 'Hotovo')
  await expect(
    page.getByRole('status').filter({ hasText: 'Platba proběhla úspěšně.' }),
  ).toBeVisible()
  const orderId = await page.getByTestId('order-id').textContent()

  // the order history
  await tabTo(page, page.getByRole('link', { name: 'Moje objednávky a faktury' }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/eshop/order-history')
  await expectStepHeadingFocused(page, 'Moje objednávky')
  const placed = page.getByTestId('order')
  await expect(placed).toContainText(`Objednávka č. ${orderId}`)
  await expect(placed).toContainText('Zaplacená')
  const invoice = placed.getByRole('button', { name: /Stáhnout fakturu/ })
  await tabTo(page, invoice)
  const downloading = page.waitForEvent('download')
  await page.keyboard.press('Enter')
  expect((await downloading).suggestedFilename()).toMatch(/^faktura-.+\.pdf$/)
  await expectFocusVisible(page, 'the invoice button after the download')
})
