import { expect, test } from '@playwright/test'

import { formatAdminDateTime } from '../../src/lib/dates/formatAdminDateTime'
import { pageId, signInToAdmin } from './support/admin'

/**
 * Issue 40: every date of the admin is Prague time in one format. A version's breadcrumb and its
 * "Obnovit verzi" dialog are rendered on the server (in UTC, they read an hour or two off the body beside them;
 * src/upstream/serverTimeZone.ts).
 */
test('a version of a page shows its date in Prague time in the breadcrumb and the body @desktop-only', async ({
  page,
}) => {
  await signInToAdmin(page)
  const id = await pageId(page, 'kontakt')
  // The versions list (rendered in the browser, Prague time) and the version it leads to.
  await page.goto(`/admin/collections/pages/${id}/versions`)
  const latest = page.locator('.versions .table tbody tr').first()
  // Dates show once the admin's date library has loaded ("Načítání…" before).
  const date = latest.locator('td').first()
  await expect(date).toHaveText(/^\d{1,2}\. \d{1,2}\. \d{4} \d{2}:\d{2}$/)
  const listed = (await date.innerText()).trim()
  const response = await page.request.get(`/api/pages/${id}?depth=0&draft=true`)
  const { updatedAt } = (await response.json()) as { updatedAt: string }
  expect(listed).toBe(formatAdminDateTime(updatedAt))

  await latest.getByRole('link').first().click()
  await expect(page).toHaveURL(/\/versions\/\d+$/)
  await expect(page.locator('.step-nav')).toContainText(listed)
  await expect(page.locator('.view-version__version-to-version')).toContainText(listed)
})
