import { expect, type APIRequestContext, type Page, test } from '@playwright/test'
import sharp from 'sharp'

import { publishedInAdmin, sameOrigin, signInToAdmin } from './support/admin'

/**
 * Issue 40: "Zveřejnit změny" on a page with pre-publish errors says so in Czech, names the errors and
 * moves focus to the first; with the admin switch on, the server refuses and the editor is told
 * the same way. A media item refuses an alt text of spaces.
 */
async function created<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true)
  return ((await response.json()) as { doc: T }).doc
}

const setBlocking = (page: Page, on: boolean) =>
  page.request.post('/api/globals/publishing-settings', {
    headers: sameOrigin(page),
    data: { blockPublishingOnErrors: on },
  })

const focusIsIn = (page: Page, selector: string) =>
  page.evaluate((selector) => document.activeElement?.closest(selector) != null, selector)

test.describe('publishing with errors @desktop-only', () => {
  test('is published with a Czech list of the errors, or refused with the switch on; focus goes to the first', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    const stamp = Date.now()
    await signInToAdmin(page)
    const headers = sameOrigin(page)
    const unpublished = await created<{ id: number }>(
      await page.request.post('/api/pages?draft=true', {
        headers,
        data: { title: `Chystaná ${stamp}`, path: `chystana-${stamp}` },
      }),
    )
    const checked = await created<{ id: number }>(
      await page.request.post('/api/pages?draft=true', {
        headers,
        data: {
          title: `S chybami ${stamp}`,
          path: `s-chybami-${stamp}`,
          hero: {
            actions: [
              { link: { type: 'page', page: unpublished.id, label: 'Chystaná' } },
              { link: { type: 'path', path: `/nikde-${stamp}`, label: 'Nikam' } },
            ],
          },
        },
      }),
    )

    await page.goto(`/admin/collections/pages/${checked.id}`)
    const panel = page.getByRole('region', { name: 'Kontrola před zveřejněním' })
    await expect(panel.getByRole('button', { name: /nezveřejněnou stránku/ })).toBeVisible({
      timeout: 15_000,
    })

    const published = publishedInAdmin(page)
    await page.getByRole('button', { name: 'Zveřejnit změny' }).click()
    expect((await published).ok()).toBe(true)
    const outcome = panel.locator('[data-publish-outcome="published"]')
    await expect(outcome).toContainText('Zveřejněno, ale s 2 chybami z kontroly před zveřejněním')
    await expect(outcome).toContainText('nezveřejněnou stránku')
    await expect(outcome).toContainText(`/nikde-${stamp}`)
    await expect.poll(() => focusIsIn(page, '#field-hero__actions__0__link__page')).toBe(true)

    // With the switch on, the server refuses; the editor is told which errors and why.
    expect((await setBlocking(page, true)).ok()).toBe(true)
    try {
      await page.reload()
      const title = page.locator('#field-title')
      await expect(title).toBeEditable()
      await title.fill(`S chybami ${stamp} – oprava`)
      const refused = page.waitForResponse(
        (response) =>
          response.request().method() === 'PATCH' &&
          (response.request().postData() ?? '').includes('"_status":"published"'),
      )
      await page.getByRole('button', { name: 'Zveřejnit změny' }).click()
      expect((await refused).status()).toBe(400)
      const refusal = panel.locator('[data-publish-outcome="refused"]')
      await expect(refusal).toContainText('Nezveřejněno: kontrola před zveřejněním našla chyby (2)')
      await expect.poll(() => focusIsIn(page, '#field-hero__actions__0__link__page')).toBe(true)
    } finally {
      await setBlocking(page, false)
    }
  })

  test('a media item refuses an alt text of spaces, in Czech, on the field', async ({ page }) => {
    await signInToAdmin(page)
    const png = await sharp({
      create: { width: 32, height: 24, channels: 3, background: '#0b3d91' },
    })
      .png()
      .toBuffer()
    const image = await created<{ id: number }>(
      await page.request.post('/api/media', {
        headers: sameOrigin(page),
        multipart: {
          file: { name: `mezery-${Date.now()}.png`, mimeType: 'image/png', buffer: png },
          _payload: JSON.stringify({ alt: 'Modrý obdélník' }),
        },
      }),
    )
    await page.goto(`/admin/collections/media/${image.id}`)
    const alt = page.locator('#field-alt')
    await expect(alt).toBeEditable()
    await alt.fill('   ')
    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === 'PATCH' &&
        response.url().includes(`/api/media/${image.id}`),
    )
    await page.getByRole('button', { name: 'Uložit' }).click()
    expect((await saved).status()).toBe(400)
    await expect(
      page.locator('.field-type.text', { has: page.locator('#field-alt') }),
    ).toContainText('Vyplňte alternativní text')
  })
})
