import { expect, test } from '@playwright/test'

test.describe('meeting confirmations', () => {
  test('a known sales person has a confirmation page that is not indexed', async ({ page }) => {
    const response = await page.goto('/potvrzeni-schuzky-petra-svobodova')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Děkujeme, schůzka je domluvená',
    )
    await expect(page.getByText('Petra Svobodová', { exact: true })).toBeVisible()
    await expect(page.getByText('Specialistka pro veřejnou správu')).toBeVisible()
    await expect(
      page.getByRole('link', { name: 'petra.svobodova@software602.cz' }),
    ).toHaveAttribute('href', 'mailto:petra.svobodova@software602.cz')
    const photo = page.getByRole('img', { name: /Petra Svobodová/ })
    await expect(photo).toBeVisible()
    // The photo really loads (through next/image), not just an <img> with a broken source.
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expect(page).toHaveTitle(/Schůzka s Petra Svobodová je domluvená \| Software602/)
  })

  test('an unknown name answers 404', async ({ page }) => {
    const response = await page.goto('/potvrzeni-schuzky-nikdo-takovy')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tuto stránku jsme nenašli')
  })
})
