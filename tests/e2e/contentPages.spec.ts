import { existsSync } from 'node:fs'

import { expect, test } from '@playwright/test'

import { urlOfPagePath } from '../../src/lib/routes/pagePath'
import { allPages } from '../../src/seed/content'
import { seededRedirects } from '../../src/seed/redirects'

test.describe('content pages', () => {
  test('every content route answers 200 with its own heading @desktop-only', async ({
    request,
  }) => {
    test.setTimeout(180_000)
    for (const seeded of allPages) {
      const url = urlOfPagePath(seeded.path)
      const response = await request.get(url)
      expect(response.status(), url).toBe(200)
      // Forms and confirmations with a route of their own (src/app/(site)/…) render that route.
      if (existsSync(`src/app/(site)/${seeded.path}/page.tsx`)) continue
      const html = await response.text()
      const title = seeded.title.replace(/&/g, '&amp;').replace(/</g, '&lt;')
      expect(html, url).toContain(`>${title}</h1>`)
    }
  })

  test('pages carry SEO metadata with the company name and a canonical URL', async ({ page }) => {
    await page.goto('/gdpr')
    await expect(page).toHaveTitle('Zásady zpracování osobních údajů | Software602')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/gdpr$/)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /osobními údaji/,
    )
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'Zásady zpracování osobních údajů',
    )
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'cs_CZ')

    await page.goto('/')
    await expect(page).toHaveTitle(/^Software602 – /)
    // The homepage's canonical URL is the bare origin.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /^https?:\/\/[^/]+\/?$/,
    )

    await page.goto('/potvrzeni')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)

    await page.goto('/en/legal-clause')
    await expect(page.locator('article')).toHaveAttribute('lang', 'en')
  })

  test('nested paths are CMS pages too', async ({ page }) => {
    for (const [url, heading] of [
      ['/sofa/funkce/oblibene-polozky', 'Oblíbené položky v aplikaci Sofa'],
      [
        '/udalosti/digitalni-transformace-ve-stavebnictvi-potvrzeni-registrace',
        'Registrace na akci Digitální transformace ve stavebnictví je potvrzena',
      ],
      ['/en/legal-clause', 'Legal clause'],
    ] as const) {
      const response = await page.goto(url)
      expect(response?.status(), url).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    }
  })

  test('/novinky lists the news newest first', async ({ page }) => {
    await page.goto('/novinky')
    const titles = await page
      .getByRole('main')
      .getByRole('listitem')
      .getByRole('heading')
      .allTextContents()
    const news = allPages
      .filter((seeded) => seeded.kind === 'news')
      .sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? ''))
      .map((seeded) => seeded.title)
    expect(titles).toEqual(news)
    expect(titles[0]).toMatch(/^Novinky v aplikaci Sofa 53/)
    await expect(page.getByRole('main').locator('time').first()).toHaveText('16. 10. 2025')
    await page.getByRole('link', { name: titles[1]! }).click()
    await expect(page).toHaveURL('/novinky-v-aplikaci-sofa-52')
  })

  test('the FAQ block is an accessible disclosure list', async ({ page }) => {
    await page.goto('/sofa-faq')
    const question = page.getByText('Jak dlouho trvá zkušební verze?')
    const answer = page.getByText('Zkušební verze je 30 dní zdarma')
    await expect(answer).toBeHidden()
    await question.focus()
    await page.keyboard.press('Enter')
    await expect(answer).toBeVisible()
    await question.click()
    await expect(answer).toBeHidden()
    const structured = await page
      .locator('script[type="application/ld+json"]')
      .first()
      .textContent()
    expect(JSON.parse(structured!)).toMatchObject({ '@type': 'FAQPage' })
  })

  test('unknown paths answer 404 with the Czech page, also nested ones', async ({ page }) => {
    for (const url of ['/tohle-neexistuje', '/sofa/funkce/neexistuje', '/sofa-news-49']) {
      const response = await page.goto(url)
      expect(response?.status(), url).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tuto stránku jsme nenašli')
      await expect(page.getByRole('banner')).toBeVisible()
    }
  })

  test('old addresses redirect permanently to their new pages', async ({ page, request }) => {
    for (const redirect of seededRedirects) {
      const response = await request.get(redirect.from, { maxRedirects: 0 })
      expect(response.status(), redirect.from).toBe(308)
      // Exactly one Location (see server/locationHeader.ts).
      const locations = response
        .headersArray()
        .filter(({ name }) => name.toLowerCase() === 'location')
      expect(
        locations.map(({ value }) => new URL(value, 'http://x').pathname),
        redirect.from,
      ).toEqual([redirect.to])
      await page.goto(redirect.from)
      await expect(page).toHaveURL(redirect.to)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    }
  })

  test('robots.txt keeps crawlers out of the admin and points to the sitemap, which lists every page', async ({
    request,
  }) => {
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toMatch(/^Disallow: \/admin$/m)
    expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m)

    const sitemap = await request.get('/sitemap.xml')
    expect(sitemap.status()).toBe(200)
    const listed = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1]!).pathname,
    )
    const indexable = allPages
      .filter((seeded) => !seeded.noIndex)
      .map((seeded) => urlOfPagePath(seeded.path))
    expect(indexable.filter((url) => !listed.includes(url))).toEqual([])
    const hidden = allPages
      .filter((seeded) => seeded.noIndex)
      .map((seeded) => urlOfPagePath(seeded.path))
    expect(listed.filter((url) => hidden.includes(url))).toEqual([])
  })
})
