import { expect, test } from '@playwright/test'

import { DEFAULT_LOCAL_ADMIN_EMAIL, DEFAULT_LOCAL_ADMIN_PASSWORD } from '../../src/seed/users'
import { signInToAdmin } from './support/admin'
import { expectNoSeriousViolations } from './support/axe'
import { E2E } from './support/ports'

/*
 * Issue 28: an admin a marketer recognises — the company's logo and title on the login screen,
 * block rows named by their own heading and audience (collapsed), and a picture of each block in
 * the block picker. Through the real admin of the production build, as an editor.
 */
const EDITOR = { email: `editor-blocks-${Date.now()}@example.cz`, password: 'Heslo-602-editor' }
const TITLE_SUFFIX = /– Administrace Software602$/

test.beforeAll(async ({ request }) => {
  const login = await request.post('/api/users/login', {
    data: { email: DEFAULT_LOCAL_ADMIN_EMAIL, password: DEFAULT_LOCAL_ADMIN_PASSWORD },
  })
  // No body carries the token (auth.removeTokenFromResponses): it is the session cookie's value.
  const token = /payload-token=([^;]+)/.exec(login.headers()['set-cookie'] ?? '')?.[1]
  const created = await request.post('/api/users', {
    data: { ...EDITOR, name: 'Redaktorka bloků', roles: ['editor'] },
    headers: { Authorization: `JWT ${token}`, Origin: E2E.siteUrl },
  })
  expect(created.ok(), await created.text()).toBe(true)
})

test('the login screen shows the company logo, title and favicon @desktop-only', async ({
  page,
}, testInfo) => {
  await page.goto('/admin/login')
  await expect(page.getByRole('img', { name: 'Software602 – administrace' })).toBeVisible()
  await expect(page).toHaveTitle(TITLE_SUFFIX)
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/admin/icon.svg')
  await expectNoSeriousViolations(page, testInfo, 'admin login', { lighthouse: false })
})

test('the homepage layout lists collapsed, named blocks and the picker shows their pictures @desktop-only', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000)
  await signInToAdmin(page, EDITOR)
  await page.goto('/admin/globals/homepage')
  await expect(page).toHaveTitle(TITLE_SUFFIX)

  // A seeded block for one audience, named as a marketer looks for it (blockRowText.ts).
  const row = page.locator('.blocks-field__row', {
    hasText: 'Karty produktů · Digitalizace pro úřady · veřejná správa',
  })
  await expect(row).toBeVisible()
  // Every block row starts collapsed: the form is a table of contents, not 11,000 px of fields.
  const rows = page.locator('.blocks-field__row')
  expect(await rows.count()).toBeGreaterThan(10)
  await expect(rows.locator('> .collapsible:not(.collapsible--collapsed)')).toHaveCount(0)
  // The navigation's icon is the company mark, named for the link it sits in.
  await expect(page.getByRole('link', { name: 'Software602' }).first()).toBeVisible()
  await expectNoSeriousViolations(page, testInfo, 'admin homepage edit view', { lighthouse: false })

  await page.getByRole('button', { name: 'Přidat blok', exact: true }).last().click()
  const drawer = page.locator('.drawer__content').last()
  const picture = drawer.getByRole('img', {
    name: 'Náhled bloku „Citace zákazníků“ tak, jak vypadá na webu',
  })
  await expect(picture).toBeVisible()
  const pictures = drawer.locator('img[alt^="Náhled bloku"]')
  expect(await pictures.count()).toBeGreaterThanOrEqual(21)
  // Every picture really loads (a missing file leaves naturalWidth at 0).
  await expect
    .poll(() =>
      pictures.evaluateAll((images) =>
        images
          .filter((image) => (image as HTMLImageElement).naturalWidth === 0)
          .map((image) => image.getAttribute('src')),
      ),
    )
    .toEqual([])
  await expectNoSeriousViolations(page, testInfo, 'admin block picker', { lighthouse: false })
})
