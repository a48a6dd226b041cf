import { expect, test } from '@playwright/test'

import { closeLivePreviewForPages, sameOrigin, signInToAdmin } from './support/admin'
import { cspViolationsIn, recordCspViolations } from './support/cspViolations'

/*
 * Issue 29, item 9: the admin, rendered per request, runs its scripts by a nonce of that request
 * (src/proxy.ts) instead of 'unsafe-inline', and everything an editor does in it (sign in,
 * dashboard, edit and save a page, live preview, the rich-text editor) works under that policy
 * without a single violation.
 */
const scriptSources = (policy: string | undefined) =>
  (policy ?? '')
    .split('; ')
    .find((part) => part.startsWith('script-src '))
    ?.split(' ')
    .slice(1) ?? []

test.beforeEach(({ page }) => recordCspViolations(page))

test('the admin runs scripts by a per-request nonce and works without a CSP violation @desktop-only', async ({
  page,
}) => {
  // Sign-in, two edit views, a save each and the live preview: slow on a shared CI machine.
  test.setTimeout(120_000)
  const cspMessages: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspMessages.push(message.text())
  })

  // The policy: a nonce, strict-dynamic, no 'unsafe-inline'; a new nonce for every response.
  const nonces: string[] = []
  for (let i = 0; i < 2; i += 1) {
    const response = await page.request.get('/admin/login')
    const sources = scriptSources(response.headers()['content-security-policy'])
    expect(sources).toContain("'strict-dynamic'")
    expect(sources).not.toContain("'unsafe-inline'")
    const nonce = sources.find((source) => source.startsWith("'nonce-"))
    expect(nonce).toBeDefined()
    nonces.push(nonce!.slice("'nonce-".length, -1))
    // Next put that nonce on every script of the page it rendered.
    const scripts = (await response.text()).match(/<script\b[^>]*>/g) ?? []
    expect(scripts.length).toBeGreaterThan(0)
    for (const script of scripts) expect(script).toContain(`nonce="${nonces[i]}"`)
  }
  expect(nonces[0]).not.toBe(nonces[1])
  // Public pages keep their static header policy: the proxy does not run for them.
  const home = await page.request.get('/')
  expect(home.headers()['content-security-policy']).not.toContain("'nonce-")

  await signInToAdmin(page)
  await page.goto('/admin')
  await expect(page.getByRole('navigation').first()).toBeVisible()

  // Edit and save a page, with the live preview open.
  const created = await page.request.post('/api/pages?draft=true', {
    data: { title: 'CSP zkouška', path: `csp-zkouska-${Date.now()}`, _status: 'draft' },
    headers: sameOrigin(page),
  })
  expect(created.ok(), await created.text()).toBe(true)
  const pageDoc = ((await created.json()) as { doc: { id: number } }).doc
  const release = await page.request.post('/api/press-releases?draft=true', {
    data: { title: 'CSP zkouška zprávy', _status: 'draft' },
    headers: sameOrigin(page),
  })
  expect(release.ok(), await release.text()).toBe(true)
  const releaseDoc = ((await release.json()) as { doc: { id: number } }).doc
  try {
    // Both collections save drafts by autosave: the save is the admin's own write request.
    const savedBy = (path: string) =>
      page.waitForResponse(
        (response) => response.request().method() !== 'GET' && response.url().includes(path),
      )
    await page.goto(`/admin/collections/pages/${pageDoc.id}`)
    const saved = savedBy(`/api/pages/${pageDoc.id}`)
    await page.locator('#field-title').fill('CSP zkouška upravená')
    expect((await saved).ok()).toBe(true)

    await page.locator('.live-preview-toggler').click()
    const preview = page.frameLocator('.live-preview-window iframe')
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText('CSP zkouška upravená')
    await closeLivePreviewForPages(page)

    // The rich-text editor (Lexical) of a press release.
    await page.goto(`/admin/collections/press-releases/${releaseDoc.id}`)
    const editor = page.locator('[contenteditable="true"]').first()
    await editor.click()
    const savedRelease = savedBy(`/api/press-releases/${releaseDoc.id}`)
    await page.keyboard.type('Text napsaný v editoru.')
    await expect(editor).toContainText('Text napsaný v editoru.')
    expect((await savedRelease).ok()).toBe(true)
    await expect
      .poll(async () =>
        JSON.stringify(
          await (
            await page.request.get(`/api/press-releases/${releaseDoc.id}?draft=true`, {
              headers: sameOrigin(page),
            })
          ).json(),
        ),
      )
      .toContain('Text napsaný v editoru.')
    await page.waitForLoadState('networkidle')
  } finally {
    await page.request.delete(`/api/pages/${pageDoc.id}`, { headers: sameOrigin(page) })
    await page.request.delete(`/api/press-releases/${releaseDoc.id}`, { headers: sameOrigin(page) })
  }

  expect(await cspViolationsIn(page), 'CSP violations').toEqual([])
  expect(cspMessages, 'CSP messages in the console').toEqual([])
})
