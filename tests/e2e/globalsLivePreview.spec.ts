import { expect, type Page, test } from '@playwright/test'

import { closeLivePreviewForGlobal, sameOrigin, signInToAdmin } from './support/admin'
import { expectNoAxeViolations } from './support/adminAxe'

/**
 * Issue 40: marketers see the menus and the footer before publishing them. The header's and the
 * footer's live preview show the homepage in draft mode with their latest draft (only for a
 * signed-in editor, never indexed); visitors keep the published version.
 */

type Global = Record<string, unknown> & { menu?: Array<{ label: string }> }

const readGlobal = async (page: Page, slug: string, draft: boolean) =>
  (await (await page.request.get(`/api/globals/${slug}?depth=0&draft=${draft}`)).json()) as Global

/** Publishes `data` again: the draft of the test is gone, the site shows what it showed. */
async function republish(page: Page, slug: string, data: Global) {
  const { id: _id, createdAt: _created, updatedAt: _updated, ...fields } = data
  const response = await page.request.post(`/api/globals/${slug}?depth=0`, {
    headers: sameOrigin(page),
    data: { ...fields, _status: 'published' },
  })
  expect(response.ok(), await response.text()).toBe(true)
}

test.describe('live preview of the menus and the footer @desktop-only', () => {
  test('the footer draft saved in the admin shows in its live preview, not to visitors', async ({
    page,
    browser,
  }) => {
    await signInToAdmin(page)
    const published = await readGlobal(page, 'footer', false)
    try {
      await page.goto('/admin/globals/footer')
      await page.locator('.live-preview-toggler').click()
      const preview = page.frameLocator('.live-preview-window iframe')
      await expect(preview.getByRole('status').filter({ hasText: 'Náhled konceptu' })).toBeVisible()
      await expect(preview.getByRole('contentinfo')).toContainText(String(published.heading))
      await expect(page.locator('.live-preview-toolbar-controls__breakpoint')).toContainText(
        'Mobil',
      )

      const heading = `Patička v konceptu ${Date.now()}`
      await page.locator('#field-heading').fill(heading)
      const saved = page.waitForResponse(
        (response) =>
          response.url().includes('/api/globals/footer') && response.request().method() === 'POST',
      )
      await page.getByRole('button', { name: 'Uložit koncept' }).click()
      expect((await saved).ok()).toBe(true)
      // The preview reloads itself after the save.
      await expect(preview.getByRole('contentinfo')).toContainText(heading)
      await expectNoAxeViolations(page, '.live-preview-window')

      // Drafts are for editors: never indexed, and a visitor sees the published footer.
      const robots = await preview.locator('meta[name="robots"]').getAttribute('content')
      expect(robots).toContain('noindex')
      const visitor = await (await browser.newContext()).newPage()
      await visitor.goto('/')
      await expect(visitor.getByRole('contentinfo')).toContainText(String(published.heading))
      await expect(visitor.getByRole('contentinfo')).not.toContainText(heading)
      expect(await visitor.locator('meta[name="robots"]').count()).toBe(0)
      await visitor.close()
    } finally {
      await closeLivePreviewForGlobal(page, 'footer')
      await republish(page, 'footer', published)
    }
  })

  test('a header draft shows in the header live preview at every width', async ({ page }) => {
    await signInToAdmin(page)
    const published = await readGlobal(page, 'header', false)
    const label = `Menu v konceptu ${Date.now()}`
    try {
      const menu = published.menu!.map((item, index) => (index === 0 ? { ...item, label } : item))
      const draft = await page.request.post('/api/globals/header?draft=true&depth=0', {
        headers: sameOrigin(page),
        data: { menu, _status: 'draft' },
      })
      expect(draft.ok(), await draft.text()).toBe(true)

      await page.goto('/admin/globals/header')
      await page.locator('.live-preview-toggler').click()
      const preview = page.frameLocator('.live-preview-window iframe')
      await expect(preview.getByRole('banner')).toContainText(label)
      await page.locator('.live-preview-toolbar-controls__breakpoint .popup-button').click()
      await page.getByRole('button', { name: 'Počítač', exact: true }).click()
      await expect(preview.getByRole('banner').getByText(label)).toBeVisible()
      await expectNoAxeViolations(page, '.live-preview-window')
    } finally {
      await closeLivePreviewForGlobal(page, 'header')
      await republish(page, 'header', published)
    }
  })
})
