import { expect, type Page, test } from '@playwright/test'

import { DEFAULT_LOCAL_ADMIN_EMAIL, DEFAULT_LOCAL_ADMIN_PASSWORD } from '../../src/seed/users'
import { pageId, signInThroughForm } from './support/admin'
import { E2E } from './support/ports'

/*
 * Issue 29, item 8: the admin loads nothing from another origin. Payload's default avatar came
 * from Gravatar (every editor's e-mail hash went to a third party) and its JSON/code editor loads
 * Monaco from a CDN. Every request of a signed-in editor and administrator, through the dashboard
 * and the edit views of each kind of document, must go to the site itself.
 */
const EDITOR = { email: `editor-origins-${Date.now()}@example.cz`, password: 'Heslo-602-editor' }

/** When the page (and its frames) last started or finished a request. */
let lastActivity = 0

/** Requests of the page (and its frames) that leave the site's origin. */
function recordForeignRequests(page: Page): string[] {
  const foreign: string[] = []
  const touch = () => (lastActivity = Date.now())
  page.on('request', (request) => {
    touch()
    const url = new URL(request.url())
    if (url.protocol === 'data:' || url.protocol === 'blob:') return
    if (url.origin !== E2E.siteUrl) foreign.push(request.url())
  })
  page.on('requestfinished', touch)
  page.on('requestfailed', touch)
  return foreign
}

/**
 * Opens a view and waits until it has requested nothing new for a second (at most 10 s): what it
 * loads after rendering (avatar, previews) is then recorded. Not `networkidle`: an edit view may
 * keep a request open (live preview, document lock polling) for longer than the test runs.
 */
async function visitAdmin(page: Page, path: string) {
  await page.goto(path)
  await expect(page.locator('.template-default, .template-minimal').first()).toBeVisible()
  const giveUpAt = Date.now() + 10_000
  while (Date.now() - lastActivity < 1000 && Date.now() < giveUpAt) await page.waitForTimeout(200)
}

test.beforeAll(async ({ request }) => {
  const login = await request.post('/api/users/login', {
    data: { email: DEFAULT_LOCAL_ADMIN_EMAIL, password: DEFAULT_LOCAL_ADMIN_PASSWORD },
  })
  // No body carries the token (auth.removeTokenFromResponses): it is the session cookie's value.
  const token = /payload-token=([^;]+)/.exec(login.headers()['set-cookie'] ?? '')?.[1]
  const created = await request.post('/api/users', {
    data: { ...EDITOR, name: 'Editor původů', roles: ['editor'] },
    headers: { Authorization: `JWT ${token}`, Origin: E2E.siteUrl },
  })
  expect(created.ok(), await created.text()).toBe(true)
})

for (const role of ['editor', 'admin'] as const) {
  test(`the admin of a signed-in ${role} requests nothing from another origin @desktop-only`, async ({
    page,
  }) => {
    test.setTimeout(90_000)
    const foreign = recordForeignRequests(page)
    await signInThroughForm(
      page,
      role === 'editor'
        ? EDITOR
        : { email: DEFAULT_LOCAL_ADMIN_EMAIL, password: DEFAULT_LOCAL_ADMIN_PASSWORD },
    )
    const views = [
      '/admin',
      '/admin/account',
      `/admin/collections/pages/${await pageId(page, 'certifikace')}`,
      '/admin/globals/homepage',
      '/admin/collections/media',
      ...(role === 'admin' ? ['/admin/collections/leads', '/admin/collections/users'] : []),
    ]
    for (const view of views) await visitAdmin(page, view)
    // The avatar of the account link, rendered on every view, is one of the requests checked.
    await expect(page.locator('a[href="/admin/account"]').first()).toBeVisible()
    expect(foreign, 'requests to other origins').toEqual([])
  })
}
