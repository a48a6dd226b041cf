import { createHash } from 'node:crypto'

import { expect, test } from '@playwright/test'

import { internalHealthHeaders } from '../../src/lib/healthEndpoint'
import { E2E } from './support/ports'
import { SECRET_VARIABLE } from './support/serverLog'
import { DEFAULT_LOCAL_ADMIN_EMAIL, DEFAULT_LOCAL_ADMIN_PASSWORD } from '../../src/seed/users'

test.describe('foundation', () => {
  test('an unknown path answers 404 with the Czech not-found page', async ({ page }) => {
    const response = await page.goto('/tahle-stranka-neexistuje/opravdu')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tuto stránku jsme nenašli')
    await expect(page).toHaveTitle(/Stránka nenalezena \| Software602/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'cs')
    await page.getByRole('link', { name: 'Zpět na úvodní stránku' }).click()
    await expect(page).toHaveURL('/')
  })

  test('responses carry the security headers and no X-Powered-By', async ({ request }) => {
    for (const path of ['/', '/admin/login', '/api/pages', '/neexistuje']) {
      const response = await request.get(path)
      const headers = response.headers()
      expect(headers['x-powered-by'], path).toBeUndefined()
      expect(headers['strict-transport-security'], path).toMatch(/max-age=\d+/)
      expect(headers['x-content-type-options'], path).toBe('nosniff')
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
      expect(headers['x-frame-options'], path).toBe('SAMEORIGIN')
      const policy = headers['content-security-policy']
      expect(policy, path).toContain("frame-ancestors 'self'")
      // One policy: the admin's (a nonce per request) replaces the deployment's.
      expect(policy, path).not.toContain(', ')
      if (path.startsWith('/admin')) expect(policy, path).toMatch(/'nonce-[^']+'/)
      // The deployment's origins exactly: the sandbox this run is configured with, no other port.
      else expect(policy, path).toContain(`connect-src 'self' ${E2E.sandboxUrl} `)
      expect(policy, path).not.toContain('127.0.0.1:*')
      // A critical client hint would make Chrome request every first page twice: admin only.
      expect(headers['critical-ch'], path).toBe(
        path.startsWith('/admin') ? 'Sec-CH-Prefers-Color-Scheme' : undefined,
      )
    }
  })

  test('a page rendered per request runs only scripts with its nonce or our hashes', async ({
    request,
  }) => {
    // The query is echoed into the page: the kind of page a strict policy is for.
    const response = await request.get('/hledat?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E')
    const policy = response.headers()['content-security-policy']!
    const scriptSources = policy.split('; ').find((part) => part.startsWith('script-src '))!
    expect(scriptSources).not.toContain("'unsafe-inline'")
    const nonce = /'nonce-([^']+)'/.exec(scriptSources)?.[1]
    expect(nonce).toBeTruthy()
    const html = await response.text()
    const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter(([, attributes]) => !/type="application\/ld\+json"/.test(attributes!))
      .map(([, attributes, body]) => ({ attributes: attributes!, body: body! }))
    expect(inline.length).toBeGreaterThan(2)
    for (const { attributes, body } of inline) {
      const hash = `'sha256-${createHash('sha256').update(body).digest('base64')}'`
      const allowed = attributes.includes(`nonce="${nonce}"`) || scriptSources.includes(hash)
      expect(allowed, `${attributes} ${body.slice(0, 80)}`).toBe(true)
    }
    // A cached page is the same for everyone and keeps Next's inline payload allowed.
    const cached = await request.get('/')
    expect(cached.headers()['content-security-policy']).toContain("'unsafe-inline'")
  })

  test('uploaded images may be kept by the browser', async ({ page, request }) => {
    await page.goto('/')
    const src = await page.locator('img[src*="/api/media/file/"]').first().getAttribute('src')
    const response = await request.get(src!)
    expect(response.status()).toBe(200)
    expect(response.headers()['cache-control']).toMatch(/public, max-age=\d+/)
  })

  test('a page may call the provider but no other foreign origin', async ({ page }) => {
    await page.goto('/gdpr')
    const outcome = (url: string) =>
      page.evaluate(
        (target) =>
          fetch(target, { mode: 'no-cors' }).then(
            () => 'allowed',
            () => 'blocked',
          ),
        url,
      )
    // The sandbox's own origin is in the page's run-time policy; port 9 is nobody's origin.
    expect(await outcome(`${E2E.sandboxUrl}/api/product`)).toBe('allowed')
    const violation = page.evaluate(
      () =>
        new Promise<string>((resolve) =>
          document.addEventListener('securitypolicyviolation', (event) =>
            resolve(event.effectiveDirective),
          ),
        ),
    )
    expect(await outcome('http://127.0.0.1:9/')).toBe('blocked')
    expect(await violation).toBe('connect-src')
  })

  test('the health endpoint reports the database, and the lead backlog only to internal callers', async ({
    request,
  }) => {
    const anonymous = await request.get('/api/health')
    expect(anonymous.status()).toBe(200)
    expect(await anonymous.json()).toEqual({ status: 'ok' })
    const response = await request.get('/api/health', {
      headers: internalHealthHeaders(process.env[SECRET_VARIABLE]),
    })
    expect(response.status()).toBe(200)
    expect(response.headers()['cache-control']).toBe('no-store')
    expect(await response.json()).toEqual({
      status: 'ok',
      leads: {
        undelivered: expect.any(Number),
        oldestUndeliveredSeconds: expect.any(Number),
        failed: expect.any(Number),
      },
    })
  })

  test('anonymous REST requests cannot list users', async ({ request }) => {
    expect((await request.get('/api/users')).status()).toBe(403)
  })
})

test.describe('admin @desktop-only', () => {
  test('the login page is in Czech and the seeded admin can sign in', async ({ page }) => {
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/admin\/login/)
    await expect(page).toHaveTitle(/Přihlásit se/)
    await page.getByLabel('E-mail').fill(DEFAULT_LOCAL_ADMIN_EMAIL)
    await page.getByLabel('Heslo').fill(DEFAULT_LOCAL_ADMIN_PASSWORD)
    await page.getByRole('button', { name: 'Přihlásit se' }).click()
    await expect(page).toHaveURL(/\/admin\/?$/)
    await expect(page.getByRole('link', { name: /Stránky/ }).first()).toBeVisible()
  })
})
