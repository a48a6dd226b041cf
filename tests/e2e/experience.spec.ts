import { expect, type Locator, test } from '@playwright/test'

const titles = (cards: Locator) => cards.locator('h3').allInnerTexts()

test.describe('experience block', () => {
  test('shows the first 3 upcoming events and 3 recordings in the events pages’ order', async ({
    page,
  }) => {
    await page.goto('/udalosti')
    const upcoming = (await titles(page.getByTestId('event-card'))).slice(0, 3)
    await page.goto('/udalosti/zaznamy')
    const recordings = (await titles(page.getByTestId('recording-card'))).slice(0, 3)
    expect(upcoming).toHaveLength(3)
    expect(recordings).toHaveLength(3)

    await page.goto('/sofa-konference')
    const block = page.locator('section', { has: page.getByTestId('experience-upcoming') })
    await expect(block.getByRole('heading', { level: 2 })).toHaveText('Další akce a záznamy')
    expect(
      await titles(block.getByTestId('experience-upcoming').getByTestId('event-card')),
    ).toEqual(upcoming)
    const recordingCards = block.getByTestId('experience-recordings').getByTestId('recording-card')
    expect(await titles(recordingCards)).toEqual(recordings)
    await expect(block.getByRole('link', { name: 'Všechny události' })).toHaveAttribute(
      'href',
      '/udalosti',
    )
    await expect(block.getByRole('link', { name: 'Všechny záznamy' })).toHaveAttribute(
      'href',
      '/udalosti/zaznamy',
    )

    // The recording modal works here as on the recordings page, and closing returns to this page.
    await recordingCards.first().getByRole('link').first().click()
    await expect(page).toHaveURL(/\/udalosti\/zaznamy\/[a-z0-9-]+$/)
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page).toHaveURL('/sofa-konference')
  })
})

test.describe('confirmation pages', () => {
  const confirmations = [
    '/potvrzeni',
    '/potvrzeni-obecne',
    '/potvrzeni-rezervace',
    '/potvrzeni-registrace-na-konferenci',
    '/potvrzeni-schuzky-jan-novak',
  ]

  test('carry noindex and are absent from the sitemap', async ({ page, request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    expect(sitemap).toContain('<loc>')
    for (const path of confirmations) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(200)
      await expect(page.locator('meta[name="robots"]'), path).toHaveAttribute('content', /noindex/)
      expect(sitemap, path).not.toContain(`${path}</loc>`)
    }
  })
})
