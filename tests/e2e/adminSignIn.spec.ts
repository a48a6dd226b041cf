import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'
import fc from 'fast-check'

import { DEFAULT_LOCAL_ADMIN_EMAIL, DEFAULT_LOCAL_ADMIN_PASSWORD } from '../../src/seed/users'
import { redirectValue, withRedirect } from '../support/redirectValues'
import { signInThroughForm } from './support/admin'
import { E2E } from './support/ports'

/**
 * The admin's sign-in in a real Chromium against the production server (issue 54): no other
 * site can sign the browser in, the session cookie is stored HttpOnly, Secure and Lax, a
 * signed-in editor's `redirect` never fails and never leaves the site, and the reset e-mail is
 * sent after the answer.
 */
const ADMIN = { email: DEFAULT_LOCAL_ADMIN_EMAIL, password: DEFAULT_LOCAL_ADMIN_PASSWORD }

test('a form on another site cannot sign the browser in; the admin form can @desktop-only', async ({
  page,
  context,
}) => {
  // The attacker's page: a form that posts its own account to the site's sign-in, as Payload's
  // admin posts it (`_payload`, multipart), submitted as soon as the page loads.
  const attacker = 'http://evil.example'
  const credentials = JSON.stringify(ADMIN).replaceAll('"', '&quot;')
  await page.route(`${attacker}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><form method="post" enctype="multipart/form-data"
        action="${E2E.siteUrl}/api/users/login"><input name="_payload" value="${credentials}"></form>
        <script>document.forms[0].submit()</script>`,
    }),
  )
  const forged = page.waitForResponse((response) => response.url().endsWith('/api/users/login'))
  await page.goto(`${attacker}/`)
  const answer = await forged
  expect(answer.status()).toBe(403)
  expect(answer.request().headers()['origin']).toBe(attacker)
  const sessionCookie = async () =>
    (await context.cookies(E2E.siteUrl)).find((cookie) => cookie.name === 'payload-token')
  expect(await sessionCookie()).toBeUndefined()

  // The same browser signs in through the admin's own form (same origin).
  await signInThroughForm(page)
  // Payload writes `Secure=true; HttpOnly=true`: Chromium reads the attributes by name.
  expect(await sessionCookie()).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax' })
})

test('signed in, any redirect of the login page answers without error and stays on the site @desktop-only', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(300_000)
  const site = new URL(baseURL!)
  const login = await request.post('/api/users/login', { data: ADMIN })
  const token = /payload-token=([^;]+)/.exec(login.headers()['set-cookie'] ?? '')?.[1]
  expect(token).toBeTruthy()
  const headers = { Authorization: `JWT ${token}` }
  await fc.assert(
    fc.asyncProperty(redirectValue, fc.boolean(), async (value, encoded) => {
      let url: URL
      try {
        url = new URL(withRedirect('/admin/login', value, encoded), site)
      } catch {
        return // no address a browser could request
      }
      // Our proxy's clean-up (at most once), then Payload's redirect of a signed-in user.
      for (let hop = 0; hop < 3; hop += 1) {
        const response = await request.get(url.href, { headers, maxRedirects: 0 })
        expect(response.status(), `${JSON.stringify(value)} → ${url.href}`).toBeLessThan(500)
        const location = response.headers()['location']
        if (response.status() < 300 || response.status() >= 400 || !location) return
        const next = new URL(location, url)
        expect(next.origin, `${JSON.stringify(value)} → ${location}`).toBe(site.origin)
        if (next.pathname !== '/admin/login') return
        url = next
      }
    }),
    {
      numRuns: 150,
      examples: [
        ['/\u200b/evil.example', false],
        ['/%E2%80%8B/evil.example', false],
      ],
    },
  )
})

test('a reset request answers alike for any address; the e-mail follows the answer @desktop-only', async ({
  request,
}) => {
  // The e2e server has no SMTP_HOST: mail is written to $DATA_DIR/mail (src/lib/mail/).
  const { DATA_DIR } = JSON.parse(readFileSync(E2E.databaseFile, 'utf8')) as { DATA_DIR: string }
  const mailDir = path.join(DATA_DIR, 'mail')
  const resetMails = () => {
    try {
      return readdirSync(mailDir)
        .map((name) => readFileSync(path.join(mailDir, name), 'utf8'))
        .filter((text) => text.includes(ADMIN.email))
    } catch {
      return []
    }
  }
  const before = resetMails().length
  const ask = (email: string) =>
    request.post('/api/users/forgot-password', {
      data: { email },
      headers: { Origin: E2E.siteUrl },
    })
  const known = await ask(ADMIN.email)
  const unknown = await ask(`nikdo-${Date.now()}@example.cz`)
  expect(known.status()).toBe(200)
  expect(unknown.status()).toBe(200)
  expect(await known.text()).toBe(await unknown.text())
  // Sent by Next's after() once the answer was out.
  await expect.poll(() => resetMails().length, { timeout: 15_000 }).toBe(before + 1)
})
