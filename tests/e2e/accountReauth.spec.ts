import { expect, test } from '@playwright/test'

import { DEFAULT_LOCAL_ADMIN_EMAIL, DEFAULT_LOCAL_ADMIN_PASSWORD } from '../../src/seed/users'
import { sameOrigin, signInToAdmin } from './support/admin'
import { E2E } from './support/ports'

/*
 * Issue 38: in the admin's account view, a new e-mail (or password) is saved only with the
 * current password, typed into "Současné heslo"; the refusal is Czech in the production build.
 * The admin runs on its HttpOnly cookie: no answer it reads carries the token.
 */
const EDITOR = { email: `editor-reauth-${Date.now()}@example.cz`, password: 'Heslo-602-editor' }

test.beforeAll(async ({ request }) => {
  const login = await request.post('/api/users/login', {
    data: { email: DEFAULT_LOCAL_ADMIN_EMAIL, password: DEFAULT_LOCAL_ADMIN_PASSWORD },
  })
  expect(await login.json()).not.toHaveProperty('token')
  const token = /payload-token=([^;]+)/.exec(login.headers()['set-cookie'] ?? '')?.[1]
  const created = await request.post('/api/users', {
    data: { ...EDITOR, name: 'Redaktorka účtu', roles: ['editor'] },
    headers: { Authorization: `JWT ${token}`, Origin: E2E.siteUrl },
  })
  expect(created.ok(), await created.text()).toBe(true)
})

test('a new e-mail in the account view needs the current password @desktop-only', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000)
  await signInToAdmin(page, EDITOR)
  const cookie = (await context.cookies()).find(({ name }) => name === 'payload-token')
  expect(cookie?.httpOnly).toBe(true)
  const me = await page.request.get('/api/users/me', { headers: sameOrigin(page) })
  const meBody = await me.text()
  expect(JSON.parse(meBody).user.email).toBe(EDITOR.email)
  expect(meBody).not.toContain(cookie!.value)

  await page.goto('/admin/account')
  const current = page.getByLabel('Současné heslo')
  await expect(current).toBeVisible()
  const newEmail = `nova-${EDITOR.email}`
  await page.getByLabel('E-mail', { exact: false }).first().fill(newEmail)
  await page.getByRole('button', { name: 'Uložit', exact: true }).click()
  await expect(
    page.getByText('Pro změnu hesla nebo e-mailu zadejte své současné heslo.'),
  ).toBeVisible()

  await current.fill(EDITOR.password)
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PATCH' && response.url().includes('/api/users/'),
  )
  await page.getByRole('button', { name: 'Uložit', exact: true }).click()
  expect((await saved).status()).toBe(200)
  // Still signed in on the same cookie, now with the new address.
  await expect
    .poll(
      async () =>
        (
          (await (
            await page.request.get('/api/users/me', { headers: sameOrigin(page) })
          ).json()) as {
            user: { email: string } | null
          }
        ).user?.email,
    )
    .toBe(newEmail)
})
