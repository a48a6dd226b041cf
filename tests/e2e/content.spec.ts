import { expect, type Page, test } from '@playwright/test'

import { E2E } from './support/ports'

const DATE = /^\d{2}\. \d{2}\. \d{4}$/

async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>)
}

async function dataLayer(page: Page): Promise<Array<Record<string, unknown>>> {
  return page.evaluate(() => (window.dataLayer ?? []) as Array<Record<string, unknown>>)
}

async function addFault(fault: Record<string, unknown>) {
  const response = await fetch(`${E2E.sandboxUrl}/__sandbox/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(fault),
  })
  expect(response.status).toBe(201)
}

test.afterEach(async () => {
  await fetch(`${E2E.sandboxUrl}/__sandbox/faults`, { method: 'DELETE' })
})

test.describe('blog', () => {
  test('list → detail → related post, with Czech dates, canonical and BlogPosting', async ({
    page,
  }) => {
    const response = await page.goto('/blog')
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle('Blog | Software602')
    const cards = page.getByTestId('blog-card')
    // 12 fixture posts, one of them not active
    await expect(cards).toHaveCount(11)
    await expect(page.getByRole('link', { name: /Připravujeme nový Signer/i })).toHaveCount(0)
    await expect(cards.first().locator('time')).toHaveText(DATE)

    const firstTitle = (await cards.first().getByRole('heading').textContent())!.trim()
    await cards.first().getByRole('link').click()
    await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstTitle)
    await expect(page).toHaveTitle(`${firstTitle} | Software602`)
    // After a client-side navigation the list's canonical leaves the head a moment later.
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1)
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
    expect(canonical).toBe(`${E2E.siteUrl}${new URL(page.url()).pathname}`)
    const [posting] = await jsonLd(page)
    expect(posting).toMatchObject({ '@type': 'BlogPosting', headline: firstTitle })
    // the provider's HTML arrives sanitised and rendered
    await expect(page.locator('article p').nth(1)).not.toBeEmpty()
    await expect(page.locator('article script')).toHaveCount(0)

    const related = page
      .getByRole('region', { name: 'Mohlo by vás zajímat' })
      .getByTestId('blog-card')
    await expect(related).toHaveCount(3)
    await expect(related.getByRole('heading', { name: firstTitle })).toHaveCount(0)
    const relatedTitle = (await related.first().getByRole('heading').textContent())!.trim()
    await related.first().getByRole('link').click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(relatedTitle)
  })

  test('a post that is not active does not exist', async ({ page }) => {
    const response = await page.goto('/blog/pripravujeme-novy-signer')
    expect(response?.status()).toBe(404)
  })
})

test.describe('case studies', () => {
  test('the list filters by designation and keeps the choice in the address', async ({ page }) => {
    await page.goto('/nase-prace')
    const cards = page.getByTestId('case-study-card')
    const all = await cards.count()
    expect(all).toBeGreaterThanOrEqual(8)
    await page.getByRole('button', { name: /Veřejná správa/ }).click()
    await expect(page).toHaveURL(/\?pro=verejna-sprava$/)
    await expect(cards).not.toHaveCount(all)
    for (const meta of await cards.locator('p').first().allTextContents()) {
      expect(meta).toContain('Veřejná správa')
    }
    await expect(cards.getByRole('link', { name: /Czech POINT/i })).toHaveCount(1)
    await page.reload()
    await expect(page.getByRole('button', { name: /Veřejná správa/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await page.getByRole('button', { name: /Firmy/ }).click()
    await expect(cards.getByRole('link', { name: /Czech POINT/i })).toHaveCount(0)
  })

  test('national slugs use the national template, others the ordinary one', async ({ page }) => {
    for (const slug of ['czech-point', 'datove-schranky', 'cssz']) {
      const response = await page.goto(`/nase-prace/${slug}`)
      expect(response?.status()).toBe(200)
      await expect(page.getByTestId('case-study-national')).toBeVisible()
      await expect(page.getByTestId('case-study-ordinary')).toHaveCount(0)
    }
    await page.goto('/nase-prace/energie-vysocina')
    await expect(page.getByTestId('case-study-ordinary')).toBeVisible()
    await expect(page.getByTestId('case-study-national')).toHaveCount(0)
    const [article] = await jsonLd(page)
    expect(article).toMatchObject({ '@type': 'Article' })
    const related = page.getByRole('region', { name: 'Další případové studie' })
    await expect(related.getByTestId('case-study-card')).toHaveCount(3)
    await expect(related.locator('a[href="/nase-prace/energie-vysocina"]')).toHaveCount(0)
  })

  test('an unknown case study answers 404', async ({ page }) => {
    expect((await page.goto('/nase-prace/neexistuje'))?.status()).toBe(404)
  })
})

test.describe('events', () => {
  test('upcoming events oldest first, finished ones hidden, host overflow, interest analytics', async ({
    page,
  }) => {
    await page.goto('/udalosti')
    const upcoming = page.getByRole('region', { name: 'Nadcházející události' })
    const cards = upcoming.getByTestId('event-card')
    await expect(cards.first()).toBeVisible()
    // the fixture's upcoming item that ended two days ago is no longer listed (spec 4)
    await expect(upcoming.getByRole('link', { name: /eIDAS 2/ })).toHaveCount(0)
    const days = await cards
      .locator('time')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime')!))
    expect([...days].sort()).toEqual(days)
    await expect(cards.first().locator('time')).toHaveText(/^\d{2}\. \d{2}\. \d{4}/)
    // 9 hosts: three photos and "+6 dalších"; 8 hosts: "+5 dalších"
    await expect(upcoming.getByText('+6 dalších')).toBeVisible()
    await expect(upcoming.getByText('+5 dalších')).toBeVisible()
    const stack = upcoming.getByTestId('host-stack').filter({ hasText: '+6 dalších' })
    await expect(stack.locator('img')).toHaveCount(3)

    // counting interest must not depend on where the registration page is
    await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault()))
    await cards.first().getByTestId('webinar-interest').click()
    expect(await dataLayer(page)).toContainEqual(
      expect.objectContaining({ event: 'webinar_interest' }),
    )

    const recent = page.getByRole('region', { name: 'Záznamy webinářů' })
    await expect(recent.getByTestId('recording-card')).toHaveCount(3)
  })

  test('event detail has its schedule, hosts and Event structured data', async ({ page }) => {
    await page.goto('/udalosti')
    const card = page.getByTestId('event-card').filter({ hasText: 'Živá konference' }).first()
    const title = (await card.getByRole('heading').textContent())!.trim()
    await card.getByRole('heading').getByRole('link').click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page.getByText(/^(\d{2}:\d{2} – \d{2}:\d{2}|od \d{2}:\d{2})$/)).toBeVisible()
    const [event] = await jsonLd(page)
    expect(event).toMatchObject({
      '@type': 'Event',
      name: title,
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place' },
    })
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${E2E.siteUrl}${new URL(page.url()).pathname}`,
    )
  })

  test('recording cards show two hosts, then "+N"', async ({ page }) => {
    await page.goto('/udalosti/zaznamy')
    const eightHosts = page
      .getByTestId('recording-card')
      .filter({ hasText: 'Kulatý stůl' })
      .getByTestId('host-stack')
    await expect(eightHosts.locator('img')).toHaveCount(2)
    await expect(eightHosts).toContainText('+6 dalších')
  })

  test('a recording opens in a modal with its own address; closing restores list and scroll', async ({
    page,
  }) => {
    await page.goto('/udalosti/zaznamy')
    const cards = page.getByTestId('recording-card')
    await expect(cards).toHaveCount(8)
    const target = cards.nth(6)
    await target.scrollIntoViewIfNeeded()
    await page.mouse.wheel(0, 200)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
    const offset = await page.evaluate(() => window.scrollY)
    const title = (await target.getByRole('heading').textContent())!.trim()

    await target.getByRole('heading').getByRole('link').click()
    const modal = page.getByTestId('recording-modal')
    await expect(modal).toBeVisible()
    await expect(page).toHaveURL(/\/udalosti\/zaznamy\/[a-z0-9-]+$/)
    const recordingUrl = page.url()
    await expect(modal.getByRole('heading', { name: title })).toBeVisible()
    await expect(modal.getByTestId('recording-player')).toHaveAttribute(
      'src',
      /^https:\/\/(www\.youtube\.com\/embed|player\.vimeo\.com\/video)\//,
    )
    expect(await dataLayer(page)).toContainEqual(
      expect.objectContaining({ event: 'webinar_video' }),
    )

    await modal.getByRole('button', { name: 'Zavřít záznam' }).click()
    await expect(modal).toHaveCount(0)
    await expect(page).toHaveURL('/udalosti/zaznamy')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(offset)

    // the browser's back button closes the modal as well
    await cards.nth(1).getByRole('heading').getByRole('link').click()
    await expect(modal).toBeVisible()
    await page.goBack()
    await expect(modal).toHaveCount(0)
    await expect(page).toHaveURL('/udalosti/zaznamy')

    // loaded directly, the address renders the recording's own page
    const response = await page.goto(recordingUrl)
    expect(response?.status()).toBe(200)
    await expect(page.getByTestId('recording-page')).toBeVisible()
    await expect(page.getByTestId('recording-modal')).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  })
})

test.describe('press releases and career (CMS)', () => {
  test('published press releases are listed and readable; drafts are not', async ({ page }) => {
    await page.goto('/pro-media')
    const items = page.getByTestId('press-release')
    await expect(items).toHaveCount(5)
    await expect(page.getByRole('link', { name: 'media@software602.cz' })).toBeVisible()
    await expect(page.getByText('Připravujeme novou verzi aplikace SOFA')).toHaveCount(0)
    // newest first
    await expect(items.first()).toContainText('rozšiřuje nabídku kvalifikovaných služeb')
    await items.first().getByRole('link').click()
    await expect(page.getByRole('heading', { level: 1 })).toContainText('eIDAS')
    const [article] = await jsonLd(page)
    expect(article).toMatchObject({ '@type': 'Article' })
    expect((await page.goto('/pro-media/pripravujeme-novou-verzi-sofa'))?.status()).toBe(404)
  })

  test('job openings are listed and readable; drafts are not', async ({ page }) => {
    await page.goto('/kariera')
    await expect(page.getByTestId('job-posting')).toHaveCount(4)
    // Open applications go to the careers e-mail of the site settings.
    await expect(page.getByRole('link', { name: 'kariera@software602.cz' })).toBeVisible()
    await page.getByRole('link', { name: 'Senior TypeScript vývojář/ka' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Senior TypeScript vývojář/ka')
    await expect(page.getByRole('link', { name: 'kariera@software602.cz' })).toHaveAttribute(
      'href',
      /^mailto:kariera@software602\.cz\?subject=/,
    )
    expect((await page.goto('/kariera/obchodni-manazer-verejna-sprava'))?.status()).toBe(404)
  })
})

test.describe('provider outage', () => {
  test('a failing, broken or slow provider still gives a 200 page with the error state', async ({
    page,
  }) => {
    // pages not rendered by earlier tests (the oldest post), so nothing comes from the cache
    const list = (await (await fetch(`${E2E.sandboxUrl}/blogpost`)).json()) as {
      data: Array<{ slug: string; status: string }>
    }
    const oldest = list.data.filter((post) => post.status === 'active').at(-1)!.slug
    await addFault({ path: `/blogpost/${oldest}`, kind: '500' })
    await addFault({ path: '/case-study/logistika-brno', kind: 'garbage' })

    let response = await page.goto(`/blog/${oldest}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      'Článek se nepodařilo načíst.',
    )

    response = await page.goto('/nase-prace/logistika-brno')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('main').getByRole('alert')).toContainText('neočekávaná data')
  })

  // Server behaviour, the same at every width. The event is one no other test opens: a page
  // already in the cache would be served without asking the slow provider.
  test('a provider slower than the timeout ends in the error state within the timeout @desktop-only', async ({
    page,
  }) => {
    test.setTimeout(40_000)
    const slug = 'formflow-chytre-formulare'
    await addFault({ path: `/webinar/${slug}`, kind: 'slow', delayMs: 20_000 })
    const started = Date.now()
    const response = await page.goto(`/udalosti/${slug}`, {
      timeout: 30_000,
    })
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('main').getByRole('alert')).toContainText('neodpověděla včas')
    expect(Date.now() - started).toBeLessThan(20_000)
  })
})
