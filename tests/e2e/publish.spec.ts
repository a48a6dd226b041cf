import { expect, test } from '@playwright/test'

import { pageId, publishedInAdmin, sameOrigin, signInToAdmin } from './support/admin'
import { expectOnSiteWithin2s } from './support/onSiteWithin2s'

test.describe('publishing in the admin @desktop-only', () => {
  test('a page published in the admin is on the site within 2 seconds', async ({
    page,
    browser,
  }) => {
    const visitor = await (await browser.newContext()).newPage()
    // The page is in the cache before the edit.
    await visitor.goto('/certifikace')
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Certifikace a audity')

    await signInToAdmin(page)
    await page.goto(`/admin/collections/pages/${await pageId(page, 'certifikace')}`)
    const title = page.locator('#field-title')
    await title.fill('Certifikace, audity a osvědčení')
    const response = publishedInAdmin(page)
    await page.getByRole('button', { name: 'Zveřejnit změny' }).click()
    try {
      expect((await response).ok()).toBe(true)
      await expectOnSiteWithin2s(
        visitor,
        '/certifikace',
        visitor.getByRole('heading', { level: 1 }),
        'Certifikace, audity a osvědčení',
      )
      await visitor.context().close()
    } finally {
      // Other tests expect the seeded title, also when this one failed.
      const id = await pageId(page, 'certifikace')
      const restored = await page.request.patch(`/api/pages/${id}`, {
        data: { title: 'Certifikace a audity', _status: 'published' },
        headers: sameOrigin(page),
      })
      expect(restored.ok()).toBe(true)
    }
  })

  test('the info banner published in the admin changes on every page', async ({
    page,
    browser,
  }) => {
    const visitor = await (await browser.newContext()).newPage()
    await visitor.goto('/csr')
    const banner = visitor.getByRole('complementary', { name: 'Oznámení' })
    await expect(banner).toContainText('23. května v Praze')

    await signInToAdmin(page)
    await page.goto('/admin/globals/info-banner')
    await page.locator('#field-text').fill('Nový termín konference: 24. května v Brně.')
    const response = publishedInAdmin(page)
    await page.getByRole('button', { name: 'Zveřejnit změny' }).click()
    try {
      expect((await response).ok()).toBe(true)

      await expectOnSiteWithin2s(visitor, '/csr', banner, '24. května v Brně')
      await visitor.goto('/gdpr')
      await expect(banner).toContainText('24. května v Brně')
      await visitor.context().close()
    } finally {
      // Other tests expect the seeded banner, also when this one failed.
      const restored = await page.request.post('/api/globals/info-banner', {
        data: {
          text: 'Zveme vás na bezplatnou konferenci Digitalizace HR – 23. května v Praze.',
          _status: 'published',
        },
        headers: sameOrigin(page),
      })
      expect(restored.ok()).toBe(true)
    }
  })

  test('a page published through the API appears in the sitemap and a new redirect works', async ({
    page,
  }) => {
    await signInToAdmin(page)
    const path = `nova-stranka-${Date.now()}`
    const before = await (await page.request.get('/sitemap.xml')).text()
    expect(before).not.toContain(path)
    const created = await page.request.post('/api/pages', {
      data: { title: 'Nová stránka', path, _status: 'published' },
      headers: sameOrigin(page),
    })
    expect(created.ok()).toBe(true)
    expect(await (await page.request.get('/sitemap.xml')).text()).toContain(`/${path}</loc>`)

    // The old address was a cached 404; the redirect replaces it at once.
    expect((await page.request.get(`/stara-${path}`)).status()).toBe(404)
    const redirect = await page.request.post('/api/redirects', {
      data: { from: `/stara-${path}`, to: { type: 'path', path: `/${path}` } },
      headers: sameOrigin(page),
    })
    expect(redirect.ok()).toBe(true)
    const moved = await page.request.get(`/stara-${path}`, { maxRedirects: 0 })
    expect(moved.status()).toBe(308)
    expect(moved.headers().location).toContain(`/${path}`)
  })
})

test.describe('drafts and preview', () => {
  test('a draft is visible only to a signed-in editor in preview', async ({ page, browser }) => {
    const visitor = await (await browser.newContext()).newPage()
    expect((await visitor.goto('/next/preview?path=/annual-report'))?.status()).toBe(403)

    await signInToAdmin(page)
    const id = await pageId(page, 'annual-report')
    const saved = await page.request.patch(`/api/pages/${id}?draft=true`, {
      data: { title: 'Výroční zpráva (koncept)' },
      headers: sameOrigin(page),
    })
    expect(saved.ok()).toBe(true)

    await visitor.goto('/annual-report')
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Výroční zpráva')

    await page.goto('/next/preview?path=/annual-report')
    await expect(page).toHaveURL('/annual-report')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Výroční zpráva (koncept)')
    await expect(page.getByRole('status')).toContainText('Náhled konceptu')

    await page.getByRole('link', { name: 'Ukončit náhled' }).click()
    await expect(page).toHaveURL('/annual-report')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Výroční zpráva')
    await visitor.context().close()
  })
})
