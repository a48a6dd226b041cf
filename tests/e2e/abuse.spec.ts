import { expect, test } from '@playwright/test'

import { MIN_FILL_MS } from '../../src/lib/enquiry/botGuard'
import { ENQUIRY_REFUSAL_MESSAGES } from '../../src/lib/enquiry/messages'
import { refuseCookiesUpFront } from './support/dataLayer'
import { resetSandbox, sentForms } from './support/sandboxControls'

/**
 * Abuse guards that only the running production server shows: bodies over their limit get 413
 * (Next alone would answer an oversized server action with 500), and a person who submits a form
 * faster than the server's minimum fill time reads why and can simply send it again.
 */
test.beforeEach(async ({ page }) => {
  await resetSandbox()
  await refuseCookiesUpFront(page)
})

test('a 2 MB server-action body and a 2 MB sign-in body get 413 @desktop-only', async ({
  request,
}) => {
  const twoMegabytes = 'x'.repeat(2 * 1024 * 1024)
  const action = await request.post('/kontakt', {
    headers: { 'next-action': '0'.repeat(42), 'content-type': 'text/plain;charset=UTF-8' },
    data: twoMegabytes,
  })
  expect(action.status()).toBe(413)
  expect(await action.text()).toContain('příliš velký')

  const signIn = await request.post('/api/users/login', {
    headers: { 'content-type': 'application/json' },
    data: JSON.stringify({ email: 'a@example.cz', password: twoMegabytes }),
  })
  expect(signIn.status()).toBe(413)

  // The site still answers afterwards.
  expect((await request.get('/kontakt')).status()).toBe(200)
})

test('a form sent too fast says so, keeps the values and goes through the second time', async ({
  page,
}) => {
  await page.goto('/kontakt')
  const form = page.locator('form[data-form="contact"]')
  // Like a browser's autofill: every field at once, then straight to the button.
  await form.getByLabel('Jméno', { exact: true }).fill('Žofie')
  await form.getByLabel('Příjmení').fill('Nováková')
  await form.getByLabel('E-mail').fill('zofie@example.cz')
  await form.getByLabel('Telefon').fill('+420 603 123 456')
  await form.getByLabel('Vaše zpráva').fill('Dobrý den, prosím o nabídku.')
  await form.evaluate((element: HTMLFormElement) => element.requestSubmit())

  await expect(form.getByRole('alert')).toHaveText(ENQUIRY_REFUSAL_MESSAGES['too-fast'])
  await expect(form.getByLabel('E-mail')).toHaveValue('zofie@example.cz')
  expect(await sentForms()).toEqual([])

  await page.waitForTimeout(MIN_FILL_MS)
  await form.getByRole('button', { name: 'Odeslat zprávu' }).click()
  await expect(page.getByRole('heading', { name: 'Děkujeme za zprávu' })).toBeVisible()
  expect(await sentForms()).toEqual([expect.objectContaining({ email: 'zofie@example.cz' })])
})
