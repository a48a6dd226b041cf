import { expect, test } from '@playwright/test'

import {
  closeLivePreviewForGlobal,
  closeLivePreviewForPages,
  leadRowByEmail,
  sameOrigin,
  signInToAdmin,
} from './support/admin'
import { expectNoAxeViolations } from './support/adminAxe'
import { draftPageWithIssues, uploadedImage } from './support/adminContent'
import { sendEnquiryAsVisitor } from './support/enquiryForm'

/**
 * Issue 40: the admin works with a screen reader or a keyboard — axe finds no violation of any
 * impact on each screen a marketer sees, in the states they see it, at 1280 and 390 px.
 */

test.describe('the admin passes axe in every state', () => {
  test('signed out: sign-in and forgotten password', async ({ page }) => {
    await page.goto('/admin/login')
    await expect(page.getByRole('button', { name: 'Přihlásit se' })).toBeVisible()
    await expectNoAxeViolations(page, 'body')
    await page.goto('/admin/forgot')
    await expect(page.getByLabel('E-mail')).toBeVisible()
    await expectNoAxeViolations(page, 'body')
  })

  test('signed in: dashboard, lists, globals, account, leads', async ({ page, browser }) => {
    test.setTimeout(120_000)
    const email = `axe-${Date.now()}@example.cz`
    await sendEnquiryAsVisitor(browser, email)

    await signInToAdmin(page)
    await page.goto('/admin')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Co potřebuje pozornost' }),
    ).toBeVisible()
    await expectNoAxeViolations(page, 'body')

    // More pages than one list page holds: the paginator shows.
    await page.goto('/admin/collections/pages?limit=5')
    await expect(page.locator('.paginator')).toBeVisible()
    await expectNoAxeViolations(page, 'body')

    await page.goto('/admin/collections/leads')
    // The list shows the visitor's name, not the e-mail; its search finds the e-mail.
    const row = await leadRowByEmail(page, email)
    await expectNoAxeViolations(page, 'body')
    await row.getByRole('link').first().click()
    await expect(page.locator('[data-lead-retention-note]')).toBeVisible()
    await expectNoAxeViolations(page, 'body')

    for (const slug of ['homepage', 'header', 'footer']) {
      await closeLivePreviewForGlobal(page, slug)
    }
    await page.goto('/admin/globals/homepage')
    await expect(page.locator('.blocks-field__row').first()).toBeVisible()
    await expectNoAxeViolations(page, 'body')
    await page.goto('/admin/globals/header')
    await expect(page.getByRole('button', { name: 'Přidat položku', exact: true })).toBeVisible()
    await expectNoAxeViolations(page, 'body')
    await page.goto('/admin/globals/footer')
    await expect(page.locator('#field-heading')).toBeEditable()
    await expectNoAxeViolations(page, 'body')

    await page.goto('/admin/account')
    await expect(page.locator('#field-email')).toBeVisible()
    await expectNoAxeViolations(page, 'body')
  })

  test('a page: its issues, an expanded block with its image, the media and schedule drawers, versions', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await signInToAdmin(page)
    const stamp = Date.now()
    const image = await uploadedImage(page, `axe-${stamp}.png`)
    const { checked } = await draftPageWithIssues(page, stamp, image.id)
    // A second version, so the versions list has something to compare.
    const edited = await page.request.patch(`/api/pages/${checked.id}?draft=true`, {
      headers: sameOrigin(page),
      data: { title: `${checked.title} (upraveno)` },
    })
    expect(edited.ok()).toBe(true)
    await closeLivePreviewForPages(page)

    await page.goto(`/admin/collections/pages/${checked.id}`)
    const panel = page.getByRole('region', { name: 'Kontrola před zveřejněním' })
    await expect(
      panel.getByRole('button', { name: /nevede na žádnou zveřejněnou stránku/ }),
    ).toBeVisible({ timeout: 15_000 })
    const block = page.locator('#field-layout .blocks-field__row').first()
    await block.locator('.collapsible__toggle').first().click()
    await expect(block.locator('.upload-relationship-details')).toBeVisible()
    await expectNoAxeViolations(page, 'body')

    // Choosing another image: the media library in a drawer.
    await block.getByRole('button', { name: 'Odebrat soubor' }).click()
    await block.locator('.upload__listToggler').click()
    const drawer = page.locator('.list-drawer')
    await expect(drawer.locator('tbody tr').first()).toBeVisible()
    await expectNoAxeViolations(page, '.list-drawer')
    await page.keyboard.press('Escape')
    await expect(drawer).toHaveCount(0)

    await page.locator('#action-save-popup .popup-button').click()
    await page.getByRole('button', { name: 'Naplánovat zveřejnění' }).click()
    const schedule = page.locator('.schedule-publish')
    await expect(schedule.getByText('Nic naplánováno není.')).toBeVisible()
    await expectNoAxeViolations(page, '.schedule-publish')

    await page.goto(`/admin/collections/pages/${checked.id}/versions`)
    const latest = page.locator('.versions .table tbody tr').first()
    await expect(latest.locator('td').first()).toHaveText(/^\d{1,2}\. \d{1,2}\. \d{4}/)
    await expectNoAxeViolations(page, 'body')
    await latest.getByRole('link').first().click()
    await expect(page.locator('.view-version__version-to-version')).toBeVisible()
    await expectNoAxeViolations(page, 'body')
  })
})
