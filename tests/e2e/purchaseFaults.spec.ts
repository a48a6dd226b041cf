import { expect, type Page, test } from '@playwright/test'

import {
  billingDraft,
  customerEmail,
  logInAtIdentityService,
  mainAlert,
  recordedRequests,
  sandboxCall,
  seedCardPaymentDraft,
  seedDraft,
  signer,
  storedKey,
} from './support/shop'

/**
 * The identity service and the card gateway failing in the middle of a purchase (issue 16):
 * the customer reads a Czech message, the draft stays in localStorage under the spec 9 keys,
 * and once the part is back the purchase goes on without re-entering anything or a second order.
 */
// as in src/shop/components/SecustampAuthorize.tsx (a client component the test cannot import)
const LOGIN_FAILED_MESSAGE =
  'Přihlášení se nepodařilo dokončit. Platnost odkazu mohla vypršet – přihlaste se prosím znovu.'

test.afterEach(async () => {
  await sandboxCall('/__sandbox/faults', undefined, 'DELETE')
})

const fault = (body: Record<string, unknown>) => sandboxCall('/__sandbox/faults', body)

/** The draft keys of spec 9 that a failure must not touch. */
async function expectDraftKept(page: Page, quantity: string) {
  expect(await storedKey(page, 'selectedProduct')).toBe(signer)
  expect(await storedKey(page, 'quantity')).toBe(quantity)
  expect(await storedKey(page, 'paymentType')).toBe('card')
  expect(await storedKey(page, 'name')).toBe(billingDraft.name)
  expect(await storedKey(page, 'street')).toBe(billingDraft.street)
}

test('identity service down at login: a Czech message, the draft stays, the next login goes on', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000)
  const email = customerEmail(testInfo, 'identita')
  await seedDraft(page, {
    ...billingDraft,
    selectedProduct: signer,
    quantity: '2',
    paymentType: 'card',
  })
  await page.goto('/eshop/cart')

  // The identity service's own login page fails: that page is not ours; back on the site the
  // cart is as it was.
  await fault({ path: '/identity/login', method: 'GET', kind: '500', times: 1 })
  await page.getByRole('button', { name: 'Přihlásit se a pokračovat' }).click()
  await expect(page).toHaveURL(/\/identity\/login/)
  await page.goBack()
  await expect(page).toHaveURL('/eshop/cart')
  await expect(page.getByLabel('Počet licencí')).toHaveValue('2')

  // The login works, but the session exchange behind it fails (500, then no answer in time).
  await fault({ path: '/s602-session', method: 'POST', kind: '500' })
  await page.getByRole('button', { name: 'Přihlásit se a pokračovat' }).click()
  await logInAtIdentityService(page, email)
  await expect(page).toHaveURL(/\/secustamp\/authorize/)
  await expect(page.getByRole('alert').filter({ hasText: LOGIN_FAILED_MESSAGE })).toBeVisible()
  expect(await storedKey(page, 'authToken')).toBeNull()
  await expectDraftKept(page, '2')

  // Back up: logging in again continues to the payment step with the draft.
  await sandboxCall('/__sandbox/faults', undefined, 'DELETE')
  await page.getByRole('link', { name: 'Přihlásit se znovu' }).click()
  await logInAtIdentityService(page, email)
  await expect(page).toHaveURL('/eshop/payment')
  expect(await storedKey(page, 'userEmail')).toBe(email.toLowerCase())
  await expect(page.getByLabel(/Platební kartou online/)).toBeChecked()
  await page.getByRole('button', { name: 'Pokračovat k fakturačním údajům' }).click()
  await expect(page.getByLabel('Ulice a číslo popisné')).toHaveValue(billingDraft.street)
  await page.getByRole('button', { name: 'Objednat a zaplatit' }).click()
  await expect(page).toHaveURL(/\/gateway\//)
})

test('card gateway down mid-payment: Czech messages, one order, the draft stays, a retry pays', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000)
  const email = customerEmail(testInfo, 'brana')
  const ordersBefore = (await recordedRequests('/order')).length
  await seedCardPaymentDraft(page, email)
  await page.goto('/eshop/billing-info')
  await expect(page.getByLabel('Jméno a příjmení')).toHaveValue(billingDraft.name)
  const submit = page.getByRole('button', { name: 'Objednat a zaplatit' })

  // 1. The order is created, the payment link fails (500).
  await fault({ path: '/order/*', method: 'POST', kind: '500', times: 1 })
  await submit.click()
  await expect(mainAlert(page)).toContainText(/Služba poskytovatele|nepodařilo/)
  await expect(page).toHaveURL('/eshop/billing-info')
  const orderId = await storedKey(page, 'submittedOrderId')
  expect(orderId).toBeTruthy()
  await expectDraftKept(page, '1')

  // 2. The payment link does not come in time (the client's timeout).
  await fault({ path: '/order/*', method: 'POST', kind: 'slow', delayMs: 12_000, times: 1 })
  await submit.click()
  await expect(mainAlert(page)).toContainText('neodpověděla včas', { timeout: 20_000 })
  await expectDraftKept(page, '1')

  // 3. The gateway's page itself fails: not ours; back on the site the form is as it was.
  await fault({ path: '/gateway/*', method: 'GET', kind: '500', times: 1 })
  await submit.click()
  await expect(page).toHaveURL(/\/gateway\//)
  await page.goBack()
  await expect(page).toHaveURL('/eshop/billing-info')
  await expect(page.getByLabel('Město')).toHaveValue(billingDraft.city)

  // 4. The customer pays, but the verification on the way back fails.
  await fault({ path: `/order/${orderId}/payment-verification`, method: 'POST', kind: '500' })
  await submit.click()
  await expect(page).toHaveURL(/\/gateway\//)
  await page.getByRole('button', { name: 'Zaplatit' }).click()
  await expect(page).toHaveURL(/\/payment\/authorize\?/)
  await expect(mainAlert(page)).toContainText('Platbu se nepodařilo ověřit.')
  await expectDraftKept(page, '1')

  // Back up: verifying the same answer again completes the purchase, without paying twice.
  await sandboxCall('/__sandbox/faults', undefined, 'DELETE')
  await page.getByRole('button', { name: 'Ověřit platbu znovu' }).click()
  await expect(page).toHaveURL('/eshop/thank-you')
  await expect(page.getByTestId('order-id')).toHaveText(orderId ?? '')
  await expect(page.getByText('Platba proběhla úspěšně.')).toBeVisible()
  expect((await recordedRequests('/order')).length).toBe(ordersBefore + 1)
})
