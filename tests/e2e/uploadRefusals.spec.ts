import { expect, type Page, test } from '@playwright/test'

import { signInToAdmin } from './support/admin'
import { expectNoAxeViolations } from './support/adminAxe'

/**
 * Issue 40: a new file the site refuses (its type, its size) tells the editor why, in Czech, on
 * the form under the file (src/lib/media/uploadRefusals.ts); Payload's own reasons were English
 * and the size refusal only a passing toast.
 */
async function uploadNewFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.goto('/admin/collections/media/create')
  await page.locator('input[type=file]').setInputFiles(file)
  await page.getByLabel('Alternativní text').fill('Zkušební soubor')
  const refused = page.waitForResponse(
    (response) => response.url().includes('/api/media') && response.request().method() === 'POST',
  )
  await page.getByRole('button', { name: 'Uložit', exact: true }).click()
  expect((await refused).ok()).toBe(false)
}

/** The upload field's own error, shown on the form (not only in a toast that goes away). */
const fileError = (page: Page) => page.locator('.file-field .field-error')

test.describe('a refused new upload @desktop-only', () => {
  test.beforeEach(async ({ page }) => signInToAdmin(page))

  test('a file type the site does not take says so in Czech on the form', async ({ page }) => {
    await uploadNewFile(page, {
      name: 'logo.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
    })
    await expect(fileError(page)).toContainText(
      'Tento druh souboru (image/svg+xml) web nepřijímá. Nahrajte obrázek JPEG, PNG, WebP, AVIF nebo GIF, nebo dokument PDF.',
    )
    await expect(page.getByText('Soubor nelze nahrát:')).toBeVisible()
    await expect(page.getByText(/Invalid MIME type|following field/)).toHaveCount(0)
    await expectNoAxeViolations(page, '.collection-edit')
  })

  test('a file over 10 MB says so in Czech on the form', async ({ page }) => {
    await uploadNewFile(page, {
      name: 'velka-fotka.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(10.5 * 1024 * 1024, 1),
    })
    await expect(fileError(page)).toContainText(
      'Soubor je příliš velký: web přijímá soubory do 10 MB.',
    )
    await expect(page.getByText('File size limit')).toHaveCount(0)
  })

  test('a file over the server limit gets the same Czech message', async ({ page }) => {
    await uploadNewFile(page, {
      name: 'obri-fotka.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(12 * 1024 * 1024, 1),
    })
    await expect(fileError(page)).toContainText(
      'Soubor je příliš velký: web přijímá soubory do 10 MB.',
    )
  })
})
