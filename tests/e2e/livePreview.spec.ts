import { expect, type Page, test } from '@playwright/test'

import { closeLivePreviewForPages, forgetPageView, pageId, signInToAdmin } from './support/admin'
import { expectNoAxeViolations } from './support/adminAxe'

/**
 * Issue 40: live preview opens on "Mobil", and the cookie banner (a first visit: no stored
 * choice) does not cover the draft; on the public page the banner still shows.
 */
test.use({ storageState: { cookies: [], origins: [] } })

/**
 * Signs in and opens the contact page with live preview on for `check`; afterwards the next spec
 * editing a page finds it without live preview.
 */
async function inContactPageLivePreview(page: Page, check: () => Promise<void>) {
  await signInToAdmin(page)
  await closeLivePreviewForPages(page)
  const id = await pageId(page, 'kontakt')
  try {
    await page.goto(`/admin/collections/pages/${id}`)
    await page.locator('.live-preview-toggler').click()
    await check()
  } finally {
    await forgetPageView(page, id)
    await closeLivePreviewForPages(page)
  }
}

test('live preview opens on Mobil without the cookie banner in the way @desktop-only', async ({
  page,
  browser,
}) => {
  await inContactPageLivePreview(page, async () => {
    await expect(page.locator('.live-preview-toolbar-controls__breakpoint')).toContainText('Mobil')
    const preview = page.frameLocator('.live-preview-window iframe')
    await expect(preview.getByRole('status').filter({ hasText: 'Náhled konceptu' })).toBeVisible()
    await expect(preview.locator('[data-consent-pending]')).toBeHidden()
  })

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
  await inContactPageLivePreview(page, async () => {
    await page.locator('.live-preview-toolbar-controls__breakpoint .popup-button').click()
    const sizes = page.locator('.popup__content .popup-button-list__button')
    await expect(sizes).toHaveText(['Mobil', 'Tablet', 'Počítač', 'Celý panel'])
    await page.getByRole('button', { name: 'Celý panel', exact: true }).click()
    await expect(page.locator('.live-preview-toolbar-controls__breakpoint')).toContainText(
      'Celý panel',
    )
    await expect(page.getByText('Responsive')).toHaveCount(0)
  })
})

/**
 * Where the preview's frame lies in the pane (its content box, inside Payload's padding) and the
 * width the page inside lays out at.
 */
async function previewGeometry(page: Page) {
  const boxes = await page.evaluate(() => {
    const pane = document.querySelector('.live-preview-window__main')!
    const padding = getComputedStyle(pane)
    const outer = pane.getBoundingClientRect()
    const frame = document.querySelector('#live-preview-iframe')!.getBoundingClientRect()
    return {
      paneLeft: outer.left + parseFloat(padding.paddingLeft),
      paneRight: outer.right - parseFloat(padding.paddingRight),
      frameLeft: frame.left,
      frameRight: frame.right,
    }
  })
  const frame = await (await page.locator('#live-preview-iframe').elementHandle())!.contentFrame()
  return { ...boxes, innerWidth: await frame!.evaluate(() => window.innerWidth) }
}

/**
 * The page lays out at `layoutWidth` CSS px and its device (`deviceWidth` px on screen, whatever
 * Payload's zoom) shows whole: scaled down to the pane's width when wider, as it is when not.
 */
async function expectFitted(page: Page, layoutWidth: number, deviceWidth = layoutWidth) {
  await expect
    .poll(async () => {
      const { paneLeft, paneRight, frameLeft, frameRight, innerWidth } = await previewGeometry(page)
      const onScreen = Math.min(deviceWidth, paneRight - paneLeft)
      return {
        innerWidth,
        insidePane: frameLeft >= paneLeft - 1 && frameRight <= paneRight + 1,
        wholeDeviceWidth: Math.abs(frameRight - frameLeft - onScreen) <= 1,
      }
    })
    .toEqual({ innerWidth: layoutWidth, insidePane: true, wholeDeviceWidth: true })
}

async function chooseSize(page: Page, name: string) {
  await page.locator('.live-preview-toolbar-controls__breakpoint .popup-button').click()
  await page.getByRole('button', { name, exact: true }).click()
}

/**
 * Issue 40: in a 1280-px admin the pane is narrower than a tablet; each size shows whole, scaled
 * down, while the page inside still lays out at the device's width. Payload's zoom, the custom
 * width and "Celý panel" keep working.
 */
test('live preview scales every size to fit the pane @desktop-only', async ({ page }) => {
  await inContactPageLivePreview(page, async () => {
    await expect(page.locator('.live-preview-toolbar-controls__breakpoint')).toContainText('Mobil')
    await expectFitted(page, 390)
    // Otherwise the sizes below would fit without any scaling and prove nothing.
    const { paneLeft, paneRight } = await previewGeometry(page)
    expect(paneRight - paneLeft).toBeLessThan(820)

    await chooseSize(page, 'Tablet')
    await expectFitted(page, 820)
    await chooseSize(page, 'Počítač')
    await expectFitted(page, 1280)
    await expectNoAxeViolations(page, '.live-preview-window')

    // Payload's zoom lays the page out wider at the same size on screen (Tablet at 50 %: 1640).
    await chooseSize(page, 'Tablet')
    await page.locator('.live-preview-toolbar-controls__zoom .popup-button').click()
    await page.getByRole('button', { name: '50%', exact: true }).click()
    await expectFitted(page, 1640, 820)
    await page.locator('.live-preview-toolbar-controls__zoom .popup-button').click()
    await page.getByRole('button', { name: '100%', exact: true }).click()
    await page.locator('input[name="live-preview-width"]').fill('1000')
    await expectFitted(page, 1000)

    // The whole pane, unscaled: the page is as wide as the pane.
    await chooseSize(page, 'Celý panel')
    await expect
      .poll(async () => {
        const geometry = await previewGeometry(page)
        return geometry.innerWidth - Math.round(geometry.frameRight - geometry.frameLeft)
      })
      .toBe(0)
  })
})
