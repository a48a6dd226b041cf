import { errors, expect, type Page, type Response } from '@playwright/test'

import { DEFAULT_LOCAL_ADMIN_EMAIL, DEFAULT_LOCAL_ADMIN_PASSWORD } from '../../../src/seed/users'

import { E2E } from './ports'

/**
 * Waits until the admin's form has hydrated: typed before, the values are lost (seen on a busy
 * machine). `data-form-ready` is the attribute Payload's Form sets once mounted, for its own e2e
 * tests; the admin's `/api/users/me` answering is earlier and not a sure sign.
 */
export async function untilAdminFormReady(page: Page) {
  await expect(page.locator('form[data-form-ready="true"]')).toHaveCount(1)
}

type Credentials = { email: string; password: string }

const SEEDED_ADMIN: Credentials = {
  email: DEFAULT_LOCAL_ADMIN_EMAIL,
  password: DEFAULT_LOCAL_ADMIN_PASSWORD,
}

/**
 * Signs a user (by default the seeded administrator) in through the admin's login form, and
 * waits for the dashboard: for the tests of signing in itself.
 */
export async function signInThroughForm(page: Page, { email, password } = SEEDED_ADMIN) {
  await page.goto('/admin/login')
  await untilAdminFormReady(page)
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Heslo').fill(password)
  await page.getByRole('button', { name: 'Přihlásit se' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
}

/**
 * Signs a user (by default the seeded administrator) in with Payload's login endpoint, as the
 * form does, so the session cookie is in the page's browser context; the page stays where it is
 * (the next step opens the screen it tests). The form itself is tested in adminSignIn.spec.ts;
 * going through it here would render the login page and the dashboard for every test.
 */
export async function signInToAdmin(page: Page, credentials = SEEDED_ADMIN) {
  const response = await page.request.post('/api/users/login', {
    data: credentials,
    headers: { Origin: E2E.siteUrl },
  })
  expect(response.ok(), await response.text()).toBe(true)
  const cookies = await page.context().cookies(E2E.siteUrl)
  expect(cookies.map(({ name }) => name)).toContain('payload-token')
}

/**
 * Headers for REST calls made with the admin's cookie: Payload accepts a cookie only from a
 * trusted origin (CSRF protection), as the admin in a browser sends it.
 */
export const sameOrigin = (page: Page) => ({
  Origin: page.url().startsWith('http') ? new URL(page.url()).origin : E2E.siteUrl,
})

/** The id of the page at a stored path, read with the admin's session. */
export async function pageId(page: Page, path: string): Promise<number> {
  const response = await page.request.get(
    `/api/pages?where[path][equals]=${encodeURIComponent(path)}&depth=0&limit=1`,
  )
  const { docs } = (await response.json()) as { docs: Array<{ id: number }> }
  return docs[0]!.id
}

/**
 * Forgets how the admin last showed a page (its open tab, live preview): the admin keeps that per
 * document and user, so a spec that leaves a page on its SEO tab or in live preview would hand
 * that state to the next spec editing the same page.
 */
export async function forgetPageView(page: Page, id: number) {
  // An empty value, not a DELETE: Payload 3.90's delete of an existing preference answers 500
  // (its query on the polymorphic `user` column misses a table).
  const response = await page.request.post(`/api/payload-preferences/collection-pages-${id}`, {
    data: { value: {} },
    headers: sameOrigin(page),
  })
  expect(response.ok(), await response.text()).toBe(true)
}

/**
 * Opens pages in the admin without live preview again: the admin keeps "live preview open" for
 * the whole collection (`collection-pages`, `editViewType`), so a spec that opened it would open
 * every later spec's page in it.
 */
export async function closeLivePreviewForPages(page: Page) {
  const response = await page.request.post('/api/payload-preferences/collection-pages', {
    data: { value: { editViewType: 'default' } },
    headers: sameOrigin(page),
  })
  expect(response.ok(), await response.text()).toBe(true)
}

/**
 * Waits for the admin's publish request to finish: not an autosave, and not the pre-publish
 * checks, which post the same document while the save is still running (waiting for those let
 * a test look at the site before the save had committed).
 */
export async function publishedInAdmin(page: Page): Promise<Response> {
  const isSave = (response: Response) =>
    response.request().method() !== 'GET' &&
    response.url().includes('/api/') &&
    !response.url().includes('/api/prepublish-checks') &&
    !response.url().includes('autosave=true') &&
    (response.request().postData() ?? '').includes('"_status":"published"')
  try {
    return await page.waitForResponse(isSave, { timeout: 8_000 })
  } catch (error) {
    if (!(error instanceof errors.TimeoutError)) throw error
  }
  // Payload's admin drops a publish click that lands while an autosave is being sent (a CI trace:
  // the autosave began 40 ms before the click, no save followed); an editor clicks again.
  const again = page.waitForResponse(isSave)
  await page.getByRole('button', { name: 'Zveřejnit změny' }).click()
  return again
}

/** Opens a global in the admin without live preview again (the admin keeps it per global). */
export async function closeLivePreviewForGlobal(page: Page, slug: string) {
  const response = await page.request.post(`/api/payload-preferences/global-${slug}`, {
    data: { value: { editViewType: 'default' } },
    headers: sameOrigin(page),
  })
  expect(response.ok(), await response.text()).toBe(true)
}

/**
 * The leads list's one row for a visitor, found through the list's search by e-mail (the list
 * shows the visitor's name, and the e-mail is unique per test).
 */
export async function leadRowByEmail(page: Page, email: string) {
  await page.locator('#search-filter-input').fill(email)
  const rows = page.locator('tbody tr')
  await expect(rows).toHaveCount(1)
  return rows.first()
}
