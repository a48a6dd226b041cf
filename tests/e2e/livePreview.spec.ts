import { expect, test } from '@playwright/test'

import { closeLivePreviewForPages, forgetPageView, pageId, signInToAdmin } from './support/admin'

/**
 * Issue 40: live preview opens on "Mobil", and the cookie banner (a first visit: no stored
 * choice) does not cover the draft; on the public page the banner still shows.
 */
test.use({ storageState: { cookies: [], origins: [] } })

test('live preview opens on Mobil without the cookie banner in the way @desktop-only', async ({
  page,
  browser,
}) => {
  await signInToAdmin(page)
  await closeLivePreviewForPages(page)
  const id = await pageId(page, 'kontakt')
  await page.goto(`/admin/collections/pages/${id}`)
  await page.locator('.live-preview-toggler').click()
  await expect(page.locator('.live-preview-toolbar-controls__breakpoint')).toContainText('Mobil')
  const preview = page.frameLocator('.live-preview-window iframe')
  await expect(preview.getByRole('status').filter({ hasText: 'Náhled konceptu' })).toBeVisible()
  await expect(preview.locator('[data-consent-pending]')).toBeHidden()
  // the next spec editing a page finds it without live preview
  await forgetPageView(page, id)
  await closeLivePreviewForPages(page)

  // The same first visit outside draft mode is asked about cookies as before.
  const visitor = await (
    await browser.newContext({ storageState: { cookies: [], origins: [] } })
  ).newPage()
  await visitor.goto('/kontakt')
  await expect(visitor.locator('[data-consent-pending]')).toBeVisible()
  await visitor.close()
})

/** Issue 40: live preview's sizes are all Czech, Payload's "Responsive" included. */
test('live preview offers its sizes in Czech @desktop-only', async ({ page }) => {
  await signInToAdmin(page)
  await closeLivePreviewForPages(page)
  const id = await pageId(page, 'kontakt')
  try {
    await page.goto(`/admin/collections/pages/${id}`)
    await page.locator('.live-preview-toggler').click()
    await page.locator('.live-preview-toolbar-controls__breakpoint .popup-button').click()
    const sizes = page.locator('.popup__content .popup-button-list__button')
    await expect(sizes).toHaveText(['Mobil', 'Tablet', 'Počítač', 'Celý panel'])
    await page.getByRole('button', { name: 'Celý panel', exact: true }).click()
    await expect(page.locator('.live-preview-toolbar-controls__breakpoint')).toContainText(
      'Celý panel',
    )
    await expect(page.getByText('Responsive')).toHaveCount(0)
  } finally {
    await forgetPageView(page, id)
    await closeLivePreviewForPages(page)
  }
})
