import { expect, test } from '@playwright/test'

import { decodeActionResult, encodeActionBody, serverActionId } from '../../tools/lib/serverAction'
import { ERROR_STATE } from '../../tools/lib/siteRoutes'
import { MIN_FILL_MS } from '../../src/leads/enquiry/botGuard'
import { ENQUIRY_REFUSAL_MESSAGES } from '../../src/leads/enquiry/messages'
import { chunkedPost } from '../support/chunkedPost'
import { untilAdminFormReady } from './support/admin'
import { refuseCookiesUpFront } from './support/dataLayer'
import { E2E } from './support/ports'
import {
  addSandboxFault,
  clearSandboxFaults,
  deliveredForms,
  resetSandbox,
  settleLeads,
} from './support/sandboxControls'

/**
 * Abuse guards that only the running production server shows: bodies over their limit get 413
 * (Next alone would answer an oversized server action with 500), a person who submits a form
 * faster than the server's minimum fill time reads why and can simply send it again, a throttled
 * admin sign-in reads why, and a page first rendered while the provider failed shows its content
 * again within seconds of the provider being back.
 */
test.beforeEach(async ({ page }) => {
  // a lead of an earlier test still on its way must not land after the reset
  await settleLeads()
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

test('a chunked 2 MB server-action body gets 413; a small chunked action works @desktop-only', async () => {
  // Real actions: Next answers an unknown action id before it reads any body.
  const headers = (exportedName: string) => ({
    accept: 'text/x-component',
    'content-type': 'text/plain;charset=UTF-8',
    'next-action': serverActionId(exportedName, 'forms/sendEnquiry'),
  })
  const big = await chunkedPost(
    `${E2E.siteUrl}/kontakt`,
    headers('submitEnquiryForm'),
    Buffer.alloc(2 * 1024 * 1024, 'x'),
  )
  expect(big.status).toBe(413)
  expect(big.body).toContain('příliš velký')
  expect(await deliveredForms()).toEqual([])

  const small = await chunkedPost(
    `${E2E.siteUrl}/kontakt`,
    headers('issueEnquiryToken'),
    Buffer.from(encodeActionBody(['contact'])),
  )
  expect(small.status).toBe(200)
  expect(decodeActionResult(small.body)).toEqual(expect.any(String))
  expect((await fetch(`${E2E.siteUrl}/kontakt`)).status).toBe(200)
})

test('a refused admin sign-in reads like a wrong password, in Czech @desktop-only', async ({
  page,
}) => {
  // Past LOGIN_RATE_LIMIT_PER_ACCOUNT (4) failures of one client on one account, attempts wait
  // (1, 2, 4 … s); the e2e server lifts only the per-client limit. Whether an attempt was checked
  // or refused, the answer is the same. An unknown account: nobody real is affected.
  const email = `throttle-${Date.now()}@example.cz`
  await page.goto('/admin/login')
  await untilAdminFormReady(page)
  const bodies = new Set<string>()
  for (let attempt = 1; attempt <= 8; attempt += 1) {
    await page.getByLabel('E-mail').fill(email)
    await page.getByLabel('Heslo').fill(`spatne-heslo-${attempt}`)
    const answer = page.waitForResponse((response) => response.url().includes('/api/users/login'))
    await page.getByRole('button', { name: 'Přihlásit se' }).click()
    const response = await answer
    expect(response.status()).toBe(401)
    expect(response.headers()['retry-after']).toBeUndefined()
    bodies.add(await response.text())
  }
  expect(bodies.size).toBe(1)
  await expect(
    page
      .getByText(
        'E-mail nebo heslo není správné. Po několika chybných pokusech vyčkejte chvíli, než to zkusíte znovu.',
      )
      .first(),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/login/)
})

test('a provider page rendered during a fault shows its content within 5 s after the fault ends @desktop-only', async () => {
  // Pages no other test of this file has rendered: the list of case studies and one blog post.
  const posts = (await (await fetch(`${E2E.sandboxUrl}/blogpost`)).json()) as {
    data: Array<{ slug: string; title: string; status?: string }>
  }
  const post = posts.data.filter((item) => item.status !== 'draft').at(-1)!
  const pages = [
    { path: '/nase-prace', fault: '/case-study' },
    { path: `/blog/${post.slug}`, fault: `/blogpost/${post.slug}` },
  ]
  for (const { path, fault } of pages) {
    await addSandboxFault({ path: fault, kind: '500' })
    const degraded = await fetch(`${E2E.siteUrl}${path}`)
    expect(degraded.status, path).toBe(200)
    expect(await degraded.text(), path).toMatch(ERROR_STATE)
    await clearSandboxFaults()

    const cleared = Date.now()
    let html = ''
    while (Date.now() - cleared < 10_000) {
      html = await (await fetch(`${E2E.siteUrl}${path}`)).text()
      if (!ERROR_STATE.test(html)) break
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    const recoveryMs = Date.now() - cleared
    expect(html, path).not.toMatch(ERROR_STATE)
    expect(recoveryMs, `${path} recovered after ${recoveryMs} ms`).toBeLessThanOrEqual(5000)
  }
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
  expect(await deliveredForms()).toEqual([])

  await page.waitForTimeout(MIN_FILL_MS)
  await form.getByRole('button', { name: 'Odeslat zprávu' }).click()
  await expect(page.getByRole('heading', { name: 'Děkujeme za zprávu' })).toBeVisible()
  expect(await deliveredForms()).toEqual([expect.objectContaining({ email: 'zofie@example.cz' })])
})
