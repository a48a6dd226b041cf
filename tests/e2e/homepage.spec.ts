import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import { siteSettingsSeed } from '../../src/seed/siteSettings'
import { DEFAULT_LOCAL_ADMIN_EMAIL, DEFAULT_LOCAL_ADMIN_PASSWORD } from '../../src/seed/users'
import { signInToAdmin } from './support/admin'
import { dataLayerKeptAcrossLoads, keepDataLayerAcrossLoads } from './support/dataLayer'
import { E2E } from './support/ports'
import { untilInteractive } from './support/untilInteractive'

const dataLayerEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as { dataLayer?: Array<{ event?: string }> }).dataLayer ?? []).map(
      (entry) => entry.event,
    ),
  )

async function adminHeaders(request: APIRequestContext) {
  const login = await request.post('/api/users/login', {
    data: { email: DEFAULT_LOCAL_ADMIN_EMAIL, password: DEFAULT_LOCAL_ADMIN_PASSWORD },
  })
  expect(login.status()).toBe(200)
  // No body carries the token (auth.removeTokenFromResponses): it is the session cookie's value.
  const token = /payload-token=([^;]+)/.exec(login.headers()['set-cookie'] ?? '')?.[1]
  return { Authorization: `JWT ${token}` }
}

/** The shown audience's carousel element itself (its section is a region of the same name). */
const shownCarousel = (page: Page) =>
  page.locator('[aria-roledescription="carousel"]').locator('visible=true')

const companiesOnly = ['Digitalizace pro firmy', 'Jak pomáháme firmám', 'Produkty pro firmy']
const officesOnly = [
  'Digitalizace pro úřady',
  'Jak pomáháme úřadům',
  'Produkty pro veřejnou správu',
]

test.describe('homepage', () => {
  test('is rendered on the server with every block, titled from the CMS', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/')).text()
    for (const text of [
      'Jednodušeji. Digitálně.',
      'Konzultace zdarma',
      'Digitalizace pro firmy',
      'Co o nás říkají zákazníci',
      'Energie Vysočina',
      'Nejbližší webináře a akce',
      'Konzultace zdarma na 30 minut',
      'Produkty pro firmy',
      'Novinky ze Software602',
      'Certifikace',
      'Ozvěte se nám',
    ]) {
      expect(html, text).toContain(text)
    }
    await page.goto('/')
    await expect(page).toHaveTitle('Software602 – elektronický podpis, archiv a digitalizace HR')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jednodušeji. Digitálně.')
    const hero = page.getByRole('img', { name: /Ilustrace: elektronicky podepsaný dokument/ })
    await expect
      .poll(() => hero.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0)
    // Three case studies and three upcoming webinars from the provider sandbox.
    const main = page.locator('main')
    await expect(main.locator('a[href^="/nase-prace/"]:visible')).toHaveCount(3)
    await expect(main.locator('a[href^="/udalosti/"]:visible')).toHaveCount(3)
  })

  test('the audience switch changes every dependent block, by keyboard', async ({ page }) => {
    await page.goto('/')
    const companies = page.getByRole('radio', { name: 'Firmy' })
    const offices = page.getByRole('radio', { name: 'Veřejná správa' })
    await expect(companies).toBeChecked()
    for (const heading of companiesOnly)
      await expect(page.getByRole('heading', { name: heading })).toBeVisible()
    for (const heading of officesOnly)
      await expect(page.getByRole('heading', { name: heading })).toBeHidden()
    await expect(page.getByText('Ing. Tereza Malá')).toBeVisible()
    await expect(
      page.getByRole('img', { name: 'Aplikace Signer: přehled smluv čekajících na podpis' }),
    ).toBeVisible()

    await companies.focus()
    await page.keyboard.press('ArrowRight')
    await expect(offices).toBeChecked()
    await expect(offices).toBeFocused()

    for (const heading of officesOnly)
      await expect(page.getByRole('heading', { name: heading })).toBeVisible()
    for (const heading of companiesOnly)
      await expect(page.getByRole('heading', { name: heading })).toBeHidden()
    // quotes, case studies, accordion texts and product images of the other audience
    await expect(page.getByText('Bc. Jana Procházková')).toBeVisible()
    await expect(page.getByText('Ing. Tereza Malá')).toBeHidden()
    await expect(page.getByRole('link', { name: /Czech POINT/ })).toBeVisible()
    await expect(page.getByRole('link', { name: /Energie Vysočina/ })).toBeHidden()
    await expect(page.getByText(/Signer opatří úřední dokumenty/)).toBeVisible()
    await expect(
      page.getByRole('img', { name: 'Aplikace Signer: kvalifikované podpisy a pečetě úřadu' }),
    ).toBeVisible()
    await expect(
      page.getByRole('img', { name: 'Aplikace Signer: přehled smluv čekajících na podpis' }),
    ).toBeHidden()

    await page.keyboard.press('ArrowLeft')
    await expect(companies).toBeChecked()
    await expect(page.getByRole('heading', { name: 'Digitalizace pro firmy' })).toBeVisible()
  })

  test('the open accordion item picks the product image', async ({ page }) => {
    await page.goto('/')
    // Native <details> of one group: the visible audience's accordion.
    const item = (name: string) =>
      page
        .locator('details', { has: page.locator('summary', { hasText: name }) })
        .locator('visible=true')
    const signer = item('Signer')
    const sofa = item('SOFA')
    await expect(signer).toHaveAttribute('open')
    await expect(sofa).not.toHaveAttribute('open')
    const signerImage = page.getByRole('img', {
      name: 'Aplikace Signer: přehled smluv čekajících na podpis',
    })
    const sofaImage = page.getByRole('img', {
      name: 'Důvěryhodný archiv SOFA: uložené smlouvy a faktury',
    })
    await expect(signerImage).toBeVisible()
    await expect(sofaImage).toBeHidden()

    await sofa.locator('summary').click()
    await expect(sofa).toHaveAttribute('open')
    await expect(signer).not.toHaveAttribute('open')
    await expect(sofaImage).toBeVisible()
    await expect(signerImage).toBeHidden()
    await expect(page.getByText(/Důvěryhodný archiv SOFA uchová smlouvy/)).toBeVisible()

    // Closing the open item keeps its image.
    await sofa.locator('summary').click()
    await expect(sofa).not.toHaveAttribute('open')
    await expect(sofaImage).toBeVisible()
  })

  test("the accordion image's behaviour is no part of /'s load: it arrives when the accordion is needed and picks up an item opened before", async ({
    page,
  }) => {
    // A selector only the behaviour's chunk carries (Component.tsx's use of it stays on the server)
    const BEHAVIOUR_MARKER = '[data-product-images]'
    let behaviourFetched = false
    let requested!: () => void
    const behaviourRequested = new Promise<void>((resolve) => (requested = resolve))
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    // The behaviour's chunk is held until the visitor has opened an item.
    await page.route('**/_next/static/**/*.js', async (route) => {
      const response = await route.fetch()
      const body = await response.text()
      if (body.includes(BEHAVIOUR_MARKER)) {
        behaviourFetched = true
        requested()
        await released
      }
      // the body is decoded: the server's encoding and length no longer apply
      const { 'content-encoding': _, 'content-length': __, ...headers } = response.headers()
      await route.fulfill({ status: response.status(), headers, body })
    })
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    expect(behaviourFetched, 'behaviour fetched with the accordion out of view').toBe(false)

    const sofa = page
      .locator('details', { has: page.locator('summary', { hasText: 'SOFA' }) })
      .locator('visible=true')
    const signerImage = page.getByRole('img', {
      name: 'Aplikace Signer: přehled smluv čekajících na podpis',
    })
    const sofaImage = page.getByRole('img', {
      name: 'Důvěryhodný archiv SOFA: uložené smlouvy a faktury',
    })
    await sofa.locator('summary').click()
    await expect(sofa).toHaveAttribute('open')
    await behaviourRequested
    // the native item is open; its image waits for the behaviour
    await expect(signerImage).toBeVisible()
    release()
    await expect(sofaImage).toBeVisible()
    await expect(signerImage).toBeHidden()
  })

  test('the accordion opens and closes without JavaScript, one item at a time', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/')
    const items = page.locator('details', { has: page.locator('summary', { hasText: 'SOFA' }) })
    const sofa = items.first()
    const signer = page
      .locator('details', { has: page.locator('summary', { hasText: 'Signer' }) })
      .first()
    await expect(signer).toHaveAttribute('open')
    await sofa.locator('summary').click()
    await expect(sofa).toHaveAttribute('open')
    await expect(signer).not.toHaveAttribute('open')
    await expect(sofa.getByText(/Důvěryhodný archiv SOFA uchová smlouvy/)).toBeVisible()
    await context.close()
  })

  test('the quote carousel advances after 5 s', async ({ page }) => {
    await page.goto('/')
    const carousel = page
      .getByRole('region', { name: 'Co o nás říkají zákazníci' })
      .locator('visible=true')
    // its behaviour loads when it comes into view
    await shownCarousel(page).scrollIntoViewIfNeeded()
    await expect(shownCarousel(page)).toHaveAttribute('data-ready', 'true')
    await expect(carousel.getByRole('button', { name: 'Citace 1' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await page.waitForTimeout(4000)
    await expect(carousel.getByRole('button', { name: 'Citace 1' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await expect(carousel.getByRole('button', { name: 'Citace 2' })).toHaveAttribute(
      'aria-current',
      'true',
      {
        timeout: 3000,
      },
    )
  })

  test('the quote carousel has a pause control: Tab reaches it, it stops and restarts the autoplay (WCAG 2.2.2)', async ({
    page,
  }) => {
    test.setTimeout(60_000)
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    const carousel = page
      .getByRole('region', { name: 'Co o nás říkají zákazníci' })
      .locator('visible=true')
    const pause = carousel.getByRole('button', { name: 'Pozastavit prezentaci citací' })
    const play = carousel.getByRole('button', { name: 'Spustit prezentaci citací' })
    const slides = carousel.locator('[aria-live]')
    const current = () =>
      carousel.locator('[aria-current="true"][aria-label^="Citace"]').getAttribute('aria-label')
    // while it rotates, the slides are no live region (each change would be announced)
    await expect(slides).toHaveAttribute('aria-live', 'off')

    // reachable with the keyboard: Tab goes from the audience switch into the carousel
    await page.getByRole('radio', { name: 'Firmy' }).focus()
    let reached = false
    for (let stop = 0; stop < 80 && !reached; stop += 1) {
      await page.keyboard.press('Tab')
      reached = await pause.evaluate((element) => element === document.activeElement)
    }
    expect(reached, 'the pause control is reached with Tab').toBe(true)
    // brought into view by the focus, the carousel gets its behaviour (a person's next key
    // comes later)
    await expect(shownCarousel(page)).toHaveAttribute('data-ready', 'true')
    const box = await pause.boundingBox()
    expect(box?.width).toBeGreaterThanOrEqual(24)
    expect(box?.height).toBeGreaterThanOrEqual(24)
    await page.keyboard.press('Enter')
    await expect(play).toBeVisible()
    await expect(slides).toHaveAttribute('aria-live', 'polite')

    // stopped: with focus and pointer elsewhere, the quote stays longer than one interval
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.mouse.move(0, 0)
    const stoppedAt = await current()
    await page.waitForTimeout(6_500)
    expect(await current()).toBe(stoppedAt)
    await expect(slides).toHaveAttribute('aria-live', 'polite')

    // play restarts it: the next quote comes within an interval once focus and pointer leave
    await play.focus()
    await page.keyboard.press('Space')
    await expect(pause).toBeVisible()
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await expect(slides).toHaveAttribute('aria-live', 'off')
    await expect.poll(current, { timeout: 7_000 }).not.toBe(stoppedAt)
  })

  test('the quote carousel stops while the pointer is over it and goes on when it leaves @desktop-only', async ({
    page,
  }) => {
    test.setTimeout(60_000)
    await page.goto('/')
    const carousel = page
      .getByRole('region', { name: 'Co o nás říkají zákazníci' })
      .locator('visible=true')
    const current = () =>
      carousel.locator('[aria-current="true"][aria-label^="Citace"]').getAttribute('aria-label')
    await shownCarousel(page).scrollIntoViewIfNeeded()
    await expect(shownCarousel(page)).toHaveAttribute('data-ready', 'true')
    await shownCarousel(page).hover()
    await expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite')
    const pausedAt = await current()
    await page.waitForTimeout(6_500)
    expect(await current()).toBe(pausedAt)
    // the control still offers to pause: the visitor has not stopped it, only the pointer has
    await expect(
      carousel.getByRole('button', { name: 'Pozastavit prezentaci citací' }),
    ).toBeVisible()

    await page.mouse.move(0, 0)
    await expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'off')
    await expect.poll(current, { timeout: 7_000 }).not.toBe(pausedAt)
  })

  test('every quote of the carousel is as tall as the tallest, and none is cut', async ({
    page,
  }) => {
    await page.goto('/')
    await shownCarousel(page).scrollIntoViewIfNeeded()
    await expect(shownCarousel(page)).toHaveAttribute('data-ready', 'true')
    const heights = () =>
      shownCarousel(page).evaluate((carousel) => {
        const slides = [...carousel.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')]
        const viewport = slides[0]!.parentElement!.parentElement!
        return {
          // set once the quotes are measured (before, CSS gives every slide the window's height)
          measured: viewport.style.height !== '',
          viewport: viewport.offsetHeight,
          slides: [...new Set(slides.map((slide) => slide.offsetHeight))],
          cut: slides.filter(
            (slide) => (slide.firstElementChild as HTMLElement).offsetHeight > slide.clientHeight,
          ).length,
        }
      })
    // measured a second after the carousel starts
    await expect
      .poll(async () => {
        const { measured, viewport, slides } = await heights()
        return measured && slides.length === 1 && slides[0] === viewport && viewport > 0
      })
      .toBe(true)
    expect((await heights()).cut).toBe(0)
    await page.setViewportSize({ width: 900, height: 800 })
    await expect.poll(async () => (await heights()).slides.length).toBe(1)
    await expect.poll(async () => (await heights()).cut).toBe(0)
  })

  test('the quote carousel stays still under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    const carousel = page
      .getByRole('region', { name: 'Co o nás říkají zákazníci' })
      .locator('visible=true')
    await shownCarousel(page).scrollIntoViewIfNeeded()
    await expect(shownCarousel(page)).toHaveAttribute('data-ready', 'true')
    await page.waitForTimeout(6500)
    await expect(carousel.getByRole('button', { name: 'Citace 1' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    // it starts stopped: the control offers to start it and a chosen quote is announced
    await expect(carousel.getByRole('button', { name: 'Spustit prezentaci citací' })).toBeVisible()
    await expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite')
    // A visitor can still choose a quote.
    await carousel.getByRole('button', { name: 'Citace 3' }).click()
    await expect(carousel.getByRole('button', { name: 'Citace 3' })).toHaveAttribute(
      'aria-current',
      'true',
    )
  })

  test("the quote carousel's code is no part of /'s first load: it arrives when the carousel comes into view", async ({
    page,
    request,
  }) => {
    // Embla's default options and its autoplay plugin's events, strings minification keeps
    const EMBLA_MARKERS = ['containScroll', 'autoplay:timerset']
    const hasEmbla = (code: string) => EMBLA_MARKERS.some((marker) => code.includes(marker))
    const html = await (await request.get('/')).text()
    const attribute = (tag: string, name: string) =>
      new RegExp(`\\b${name}="([^"]+)"`, 'i').exec(tag)?.[1]?.replace(/&amp;/g, '&')
    const firstLoad = [
      ...[...html.matchAll(/<script\b[^>]*>/gi)].map(([tag]) => attribute(tag, 'src')),
      ...[...html.matchAll(/<link\b[^>]*>/gi)]
        .map(([tag]) => tag)
        .filter((tag) => /\brel="preload"/i.test(tag) && /\bas="script"/i.test(tag))
        .map((tag) => attribute(tag, 'href')),
    ].filter((src): src is string => Boolean(src))
    expect(firstLoad.length).toBeGreaterThan(0)
    const withEmbla = []
    for (const src of firstLoad) {
      if (hasEmbla(await (await request.get(src)).text())) withEmbla.push(src)
    }
    expect(withEmbla, 'first-load scripts with Embla').toEqual([])

    let emblaFetched = false
    page.on('response', async (response) => {
      if (!response.url().endsWith('.js')) return
      if (hasEmbla(await response.text().catch(() => ''))) emblaFetched = true
    })
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    await expect(shownCarousel(page)).not.toHaveAttribute('data-ready')
    expect(emblaFetched, 'Embla fetched with the carousel out of view').toBe(false)
    await shownCarousel(page).scrollIntoViewIfNeeded()
    await expect(shownCarousel(page)).toHaveAttribute('data-ready', 'true')
    expect(emblaFetched).toBe(true)
  })

  test('the consultation button goes to the consultation route and pushes consultation_interest', async ({
    page,
  }) => {
    await keepDataLayerAcrossLoads(page)
    await page.goto('/')
    // The click listener is inline, so no wait for hydration (analyticsClicks.spec.ts clicks
    // before it on purpose).
    await page.locator('main').getByRole('link', { name: 'Konzultace zdarma', exact: true }).click()
    await expect(page).toHaveURL(/\/konzultace$/)
    const pushed = await dataLayerKeptAcrossLoads(page)
    expect(pushed.map((entry) => entry.event)).toContain('consultation_interest')
  })

  test('a video added by an editor loads only after a click and links to the signing site', async ({
    page,
    request,
  }) => {
    // The seed has no video (no demo video of another company): the test adds one and removes it.
    const headers = await adminHeaders(request)
    const homepage = (await (
      await request.get('/api/globals/homepage?depth=0&draft=true', { headers })
    ).json()) as { layout: Array<Record<string, unknown>> }
    const media = (await (await request.get('/api/media?limit=1&depth=0', { headers })).json()) as {
      docs: Array<{ id: number }>
    }
    const video = {
      blockType: 'video',
      audience: 'both',
      backgroundClass: 'light',
      title: 'Ukázkové video',
      embededVideoLink: 'https://www.youtube.com/watch?v=AbCdEfGhIjK',
      placeholderImage: media.docs[0]!.id,
    }
    const publish = (layout: unknown[]) =>
      request.post('/api/globals/homepage', { headers, data: { layout, _status: 'published' } })
    expect((await publish([...homepage.layout, video])).status()).toBe(200)
    try {
      const playerRequests: string[] = []
      await page.route(/youtube|ytimg|googlevideo/, (route) => {
        playerRequests.push(route.request().url())
        return route.abort()
      })
      await page.goto('/')
      const play = page.getByRole('button', { name: /Přehrát video/ })
      await play.scrollIntoViewIfNeeded()
      await page.waitForTimeout(500)
      await expect(page.locator('iframe')).toHaveCount(0)
      expect(playerRequests).toEqual([])

      const videoSection = page.locator('section', { has: play })
      await expect(
        videoSection.getByRole('link', { name: /Chci podepsat dokument/ }),
      ).toHaveAttribute('href', siteSettingsSeed.signingSiteUrl)

      await play.click()
      const frame = page.locator('iframe[title="Ukázkové video"]')
      await expect(frame).toHaveAttribute(
        'src',
        'https://www.youtube.com/embed/AbCdEfGhIjK?autoplay=1',
      )
    } finally {
      expect((await publish(homepage.layout)).status()).toBe(200)
    }
  })

  test('"Chci podepsat dokument" opens the signing site and pushes signer_interest', async ({
    page,
    context,
  }) => {
    await context.route(`${siteSettingsSeed.signingSiteUrl}/**`, (route) =>
      route.fulfill({ body: 'Online podpis' }),
    )
    await page.goto('/')
    // The stripe has no link of its own: it leads to the signing site of the site settings.
    const link = page.getByRole('link', { name: /Chci podepsat dokument/ })
    await expect(link).toHaveAttribute('href', siteSettingsSeed.signingSiteUrl)
    await untilInteractive(page)
    const popup = page.waitForEvent('popup')
    await link.click()
    await (await popup).close()
    expect(await dataLayerEvents(page)).toContain('signer_interest')
  })

  test('the news widget shows a link without consent and loads its script with consent in view', async ({
    page,
  }) => {
    await page.route('https://static.elfsight.com/**', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'window.__newsWidgetLoaded = true' }),
    )
    await page.goto('/')
    await page.getByRole('heading', { name: 'Novinky ze Software602' }).scrollIntoViewIfNeeded()
    await expect(
      page.getByRole('link', { name: /Naše novinky najdete na LinkedInu/ }),
    ).toBeVisible()
    await expect(page.locator('script[data-news-widget]')).toHaveCount(0)

    // The visitor (who refused before) reopens the cookie settings from the footer and accepts.
    await page.locator('[data-cookie-settings]').first().click()
    await page.getByRole('button', { name: 'Přijmout vše' }).click()
    await expect(page.locator('script[data-news-widget]')).toHaveAttribute(
      'src',
      'https://static.elfsight.com/platform/platform.js',
    )
    // The widget id is the one of the site settings.
    await expect(page.locator(`.elfsight-app-${siteSettingsSeed.newsWidgetId}`)).toHaveCount(1)
    await expect
      .poll(() =>
        page.evaluate(() => (window as { __newsWidgetLoaded?: boolean }).__newsWidgetLoaded),
      )
      .toBe(true)
  })

  test('with consent given earlier, the script waits until the widget scrolls into view', async ({
    page,
  }) => {
    await page.addInitScript(() =>
      localStorage.setItem(
        'cookie-consent',
        JSON.stringify({ analytics: true, marketing: true, date: new Date().toISOString() }),
      ),
    )
    await page.route('https://static.elfsight.com/**', (route) => route.fulfill({ body: '' }))
    await page.goto('/')
    await page.waitForTimeout(500)
    await expect(page.locator('script[data-news-widget]')).toHaveCount(0)
    await page.getByRole('heading', { name: 'Novinky ze Software602' }).scrollIntoViewIfNeeded()
    await expect(page.locator('script[data-news-widget]')).toHaveCount(1)
  })
})

test.describe('homepage editing @desktop-only', () => {
  test('an edit published in the admin appears on / within 2 s', async ({ page, request }) => {
    const login = await request.post('/api/users/login', {
      data: { email: DEFAULT_LOCAL_ADMIN_EMAIL, password: DEFAULT_LOCAL_ADMIN_PASSWORD },
    })
    expect(login.status()).toBe(200)
    const token = /payload-token=([^;]+)/.exec(login.headers()['set-cookie'] ?? '')?.[1]
    const headers = { Authorization: `JWT ${token}` }

    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jednodušeji. Digitálně.')

    const current = (await (
      await request.get('/api/globals/homepage?depth=0&draft=true', { headers })
    ).json()) as {
      layout: Array<{ blockType: string; heading?: string }>
    }
    const withHeading = (heading: string) =>
      current.layout.map((block) =>
        block.blockType === 'introduction' ? { ...block, heading } : block,
      )

    try {
      const update = await request.post('/api/globals/homepage', {
        headers,
        data: { layout: withHeading('Podepisujte online. Jednodušeji.'), _status: 'published' },
      })
      expect(update.status()).toBe(200)
      const published = Date.now()
      await expect
        .poll(
          async () => {
            const html = await (await request.get('/')).text()
            return html.includes('Podepisujte online. Jednodušeji.')
          },
          { timeout: 2000, intervals: [100] },
        )
        .toBe(true)
      expect(Date.now() - published).toBeLessThan(2000)
      await page.reload()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Podepisujte online. Jednodušeji.',
      )
    } finally {
      await request.post('/api/globals/homepage', {
        headers,
        data: { layout: withHeading('Jednodušeji. Digitálně.'), _status: 'published' },
      })
    }
  })

  test('the admin lists the homepage blocks; the preview shows a draft to editors only', async ({
    page,
    browser,
    request,
  }) => {
    await signInToAdmin(page)
    await page.goto('/admin/globals/homepage')
    await expect(page.getByText('Úvod (hero)').first()).toBeVisible()
    await expect(page.getByText('Akordeon produktů').first()).toBeVisible()

    const signIn = await request.post('/api/users/login', {
      data: { email: DEFAULT_LOCAL_ADMIN_EMAIL, password: DEFAULT_LOCAL_ADMIN_PASSWORD },
    })
    const token = /payload-token=([^;]+)/.exec(signIn.headers()['set-cookie'] ?? '')?.[1]
    const headers = { Authorization: `JWT ${token}` }
    const current = (await (
      await request.get('/api/globals/homepage?depth=0&draft=true', { headers })
    ).json()) as { layout: Array<{ blockType: string; heading?: string }> }
    const withHeading = (heading: string) =>
      current.layout.map((block) =>
        block.blockType === 'introduction' ? { ...block, heading } : block,
      )

    try {
      // What an autosave in the admin does: a draft, not published.
      const draft = await request.post('/api/globals/homepage?draft=true', {
        headers,
        data: { layout: withHeading('Rozpracovaný nadpis z náhledu'), _status: 'draft' },
      })
      expect(draft.status()).toBe(200)

      await page.goto('/next/preview?path=%2F')
      await expect(page).toHaveURL(/\/$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Rozpracovaný nadpis z náhledu',
      )

      const visitor = await browser.newContext()
      const visitorPage = await visitor.newPage()
      await visitorPage.goto(new URL('/', page.url()).toString())
      await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveText(
        'Jednodušeji. Digitálně.',
      )
      const refused = await visitorPage.goto(
        new URL('/next/preview?path=%2F', page.url()).toString(),
      )
      expect(refused?.status()).toBe(403)
      await visitor.close()

      await page.goto('/next/exit-preview?path=%2F')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jednodušeji. Digitálně.')
    } finally {
      await request.post('/api/globals/homepage', {
        headers,
        data: { layout: withHeading('Jednodušeji. Digitálně.'), _status: 'published' },
      })
    }
  })

  test('provider down: a short Czech note in the teasers, the rest of the page intact; fewer than three are centred', async ({
    page,
    request,
  }) => {
    const signIn = await request.post('/api/users/login', {
      data: { email: DEFAULT_LOCAL_ADMIN_EMAIL, password: DEFAULT_LOCAL_ADMIN_PASSWORD },
    })
    const token = /payload-token=([^;]+)/.exec(signIn.headers()['set-cookie'] ?? '')?.[1]
    const headers = { Authorization: `JWT ${token}` }
    const current = (await (
      await request.get('/api/globals/homepage?depth=0&draft=true', { headers })
    ).json()) as {
      layout: Array<{ blockType: string; audience?: string; caseStudies?: unknown[] }>
    }

    // Draft mode renders on every request and bypasses the cached provider reads.
    await signInToAdmin(page)

    try {
      for (const path of ['/case-study', '/webinar']) {
        const fault = await request.post(`${E2E.sandboxUrl}/__sandbox/faults`, {
          data: { path, kind: '500' },
        })
        expect(fault.ok()).toBe(true)
      }
      await page.goto('/next/preview?path=%2F')
      await expect(
        page
          .getByText('Případové studie se teď nepodařilo načíst. Zkuste to prosím později.')
          .locator('visible=true'),
      ).toHaveCount(1)
      await expect(
        page.getByText('Webináře se teď nepodařilo načíst. Zkuste to prosím později.'),
      ).toBeVisible()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jednodušeji. Digitálně.')
      await expect(page.getByRole('heading', { name: 'Produkty pro firmy' })).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Ozvěte se nám' })).toBeVisible()
      await request.delete(`${E2E.sandboxUrl}/__sandbox/faults`)

      const twoStudies = current.layout.map((block) =>
        block.blockType === 'caseStudyTeasers' && block.audience === 'companies'
          ? { ...block, caseStudies: block.caseStudies?.slice(0, 2) }
          : block,
      )
      const draft = await request.post('/api/globals/homepage?draft=true', {
        headers,
        data: { layout: twoStudies, _status: 'draft' },
      })
      expect(draft.status()).toBe(200)
      await page.reload()
      const list = page.locator('ul:has(a[href^="/nase-prace/"]):visible')
      await expect(list.locator('a[href^="/nase-prace/"]')).toHaveCount(2)
      await expect(list).toHaveAttribute('data-centred', 'true')
    } finally {
      await request.delete(`${E2E.sandboxUrl}/__sandbox/faults`)
      await page.goto('/next/exit-preview?path=%2F')
      await request.post('/api/globals/homepage', {
        headers,
        data: { layout: current.layout, _status: 'published' },
      })
    }
  })
})
