import { expect, type Page, test } from '@playwright/test'

import {
  closeLivePreviewForGlobal,
  sameOrigin,
  signInToAdmin,
  untilAdminFormReady,
} from './support/admin'
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

/**
 * Issue 55: the homepage's live preview follows the admin without a reload. A quote added to the
 * carousel (duplicated and renamed) appears among its slides and can be chosen; removed, it goes.
 */
test('homepage: a quote added in the admin joins the preview carousel without a reload, and leaves when removed @desktop-only', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signInToAdmin(page)
  const published = (await (
    await page.request.get('/api/globals/homepage?depth=0&draft=false')
  ).json()) as Global
  const name = `Nová citace ${Date.now()}`
  try {
    await page.goto('/admin/globals/homepage')
    await untilAdminFormReady(page)
    await page.locator('.live-preview-toggler').click()
    const preview = page.frameLocator('.live-preview-window iframe')
    const carousel = preview.locator('[aria-roledescription="carousel"]').locator('visible=true')
    const slides = carousel.locator('[aria-roledescription="slide"]')
    await expect(slides).toHaveCount(3)
    // The carousel's motion starts once it is in view.
    await carousel.scrollIntoViewIfNeeded()
    await expect(carousel).toHaveAttribute('data-ready', 'true')
    // A mark on the preview's window: still there afterwards, the preview was not reloaded.
    const frame = await (await page.locator('#live-preview-iframe').elementHandle())!.contentFrame()
    await frame!.evaluate(() => ((window as { previewKept?: boolean }).previewKept = true))

    const block = page.locator('.blocks-field__row', {
      hasText: 'Citace zákazníků · Co o nás říkají zákazníci · firmy',
    })
    await block.locator('.collapsible__toggle').first().click()
    const firstQuote = block.locator('.array-field__row').first()
    await firstQuote.locator('.array-actions__button').click()
    // every row's menu is in the DOM; the one opened is the one shown
    await page.locator('.array-actions__duplicate').locator('visible=true').click()
    await block.locator('input[name$="items.1.name"]').fill(name)

    // Autosave posts the draft, the admin tells the preview, the page re-renders in place.
    await expect(slides).toHaveCount(4)
    await expect(carousel.getByText(name)).toHaveCount(1)
    await expect(slides.nth(1)).toContainText(name)
    await expect(slides.nth(3)).toHaveAttribute('aria-label', '4 z 4')
    // Embla has the new slide: the fourth quote can be chosen and is shown.
    await carousel.getByRole('button', { name: 'Citace 4' }).click()
    await expect(carousel.getByRole('button', { name: 'Citace 4' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await expect(slides.nth(3)).toBeInViewport()

    await block.locator('.array-field__row').nth(1).locator('.array-actions__button').click()
    await page.locator('.array-actions__remove').locator('visible=true').click()
    await expect(slides).toHaveCount(3)
    await expect(carousel.getByText(name)).toHaveCount(0)
    await expect(carousel.getByRole('button', { name: 'Citace 4' })).toHaveCount(0)
    expect(await frame!.evaluate(() => (window as { previewKept?: boolean }).previewKept)).toBe(
      true,
    )
  } finally {
    await closeLivePreviewForGlobal(page, 'homepage')
    await republish(page, 'homepage', published)
  }
})
