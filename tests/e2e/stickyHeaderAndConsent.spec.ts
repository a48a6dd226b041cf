import { expect, test, type Page } from '@playwright/test'

/**
 * WCAG 2.2 leftovers of issue #15 that no other spec covers: the cookie banner is in the server
 * HTML and, for a visitor who has chosen, hidden before any script of the app runs; a click on it
 * before the app has hydrated still counts (issue 30: slow phones); focus moving
 * up a long page never ends under the sticky header (2.4.11).
 */
const bannerName = 'Cookies na našem webu'

/** No script of the app runs (no hydration): what the visitor sees before it has loaded. */
const withoutAppScripts = (page: Page) =>
  page.route('**/_next/static/chunks/**/*.js', (route) => route.abort())

test.describe('cookie banner before hydration', () => {
  test('a visitor who has chosen never sees it, one who has not sees it from the first paint', async ({
    browser,
    page,
    request,
  }, testInfo) => {
    const html = await (await request.get('/')).text()
    expect(html).toContain(bannerName)
    expect(html).toContain('data-consent-pending')

    // the default storage state holds a choice: the inline script hides the server HTML banner
    await withoutAppScripts(page)
    await page.goto('/')
    const banner = page.locator('[data-consent-pending]')
    await expect(banner).toHaveCount(1)
    expect(await banner.evaluate((element) => getComputedStyle(element).display)).toBe('none')

    const context = await browser.newContext({
      ...testInfo.project.use,
      storageState: { cookies: [], origins: [] },
    })
    const first = await context.newPage()
    await withoutAppScripts(first)
    await first.goto('/')
    await expect(first.getByRole('dialog', { name: bannerName })).toBeVisible()
    await context.close()
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('it is in the page but hidden: nobody is measured and its buttons could not work', async ({
      page,
    }) => {
      const response = await page.goto('/')
      expect(await response!.text()).toContain(bannerName)
      await expect(page.locator('[data-consent-pending]')).toHaveCount(1)
      await expect(page.locator('[data-consent-pending]')).toBeHidden()
    })
  })
})

test.describe('cookie banner clicked before hydration', () => {
  test.use({ storageState: { cookies: [], origins: [] } })

  /** Holds every app script back until the returned release is called: the page stays unhydrated. */
  async function holdAppScripts(page: Page) {
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/_next/static/chunks/**/*.js', async (route) => {
      await released
      await route.continue()
    })
    return release
  }

  const storedChoice = (page: Page) =>
    page.evaluate(() => JSON.parse(localStorage.getItem('cookie-consent') ?? 'null'))

  test('an early "accept all" hides the banner at once and is applied when the app hydrates', async ({
    page,
  }) => {
    const release = await holdAppScripts(page)
    await page.goto('/', { waitUntil: 'domcontentloaded' })
    const banner = page.getByRole('dialog', { name: bannerName })
    await expect(banner).toBeVisible()
    await banner.getByRole('button', { name: 'Přijmout vše' }).click()
    await expect(banner).toBeHidden()
    // still no app script has run: the inline handler alone answered and stored the choice
    expect(
      await page.evaluate(() => document.documentElement.hasAttribute('data-consent-live')),
    ).toBe(false)
    expect(await storedChoice(page)).toMatchObject({ analytics: true, marketing: true })

    release()
    await page.locator('html[data-consent-live]').waitFor({ state: 'attached' })
    const analyticsGranted = await page.evaluate(() =>
      (window.dataLayer ?? []).some((entry) => {
        const [command, kind, state] = Array.from(entry as ArrayLike<unknown>)
        return (
          command === 'consent' &&
          kind === 'update' &&
          (state as { analytics_storage?: string }).analytics_storage === 'granted'
        )
      }),
    )
    expect(analyticsGranted).toBe(true)
    await expect(banner).toBeHidden()
    expect(await storedChoice(page)).toMatchObject({ analytics: true, marketing: true })
  })

  test('an early "settings" opens the settings once the app hydrates, choosing nothing yet', async ({
    page,
  }) => {
    const release = await holdAppScripts(page)
    await page.goto('/', { waitUntil: 'domcontentloaded' })
    const banner = page.getByRole('dialog', { name: bannerName })
    await banner.getByRole('button', { name: 'Nastavení' }).click()
    release()
    await expect(banner.getByRole('group', { name: 'Nastavení cookies' })).toBeVisible()
    await expect(banner.getByRole('checkbox', { name: /Analytické/ })).not.toBeChecked()
    expect(await storedChoice(page)).toBeNull()
    await banner.getByRole('button', { name: 'Odmítnout vše' }).click()
    await expect(banner).toBeHidden()
    expect(await storedChoice(page)).toMatchObject({ analytics: false, marketing: false })
  })
})

test('focus moving up a long page lands below the sticky header (WCAG 2.4.11)', async ({
  page,
}) => {
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  const headerHeight = await page.evaluate(() => {
    const sticky = [...document.querySelectorAll('header')].find(
      (element) => getComputedStyle(element).position === 'sticky',
    )
    return sticky?.getBoundingClientRect().height ?? 0
  })
  expect(headerHeight).toBeGreaterThan(0)
  // the page scrolls a focused element (and a #target) clear of the whole header
  const scrollPaddingTop = await page.evaluate(() =>
    parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop),
  )
  expect(scrollPaddingTop).toBeGreaterThanOrEqual(headerHeight)

  // from the footer, Shift+Tab walks back up: each element scrolled into view from above must
  // show below the header's bar, not under it
  await page.locator('footer a').last().focus()
  let scrolledStops = 0
  for (let stop = 0; stop < 60; stop += 1) {
    const before = await page.evaluate(() => window.scrollY)
    await page.keyboard.press('Shift+Tab')
    const where = await page.evaluate(() => {
      const active = document.activeElement as HTMLElement | null
      const box = active?.getBoundingClientRect()
      const bar = [...document.querySelectorAll('header')]
        .find((element) => getComputedStyle(element).position === 'sticky')
        ?.firstElementChild?.getBoundingClientRect()
      return {
        scrollY: window.scrollY,
        top: box?.top ?? 0,
        size: (box?.width ?? 0) * (box?.height ?? 0),
        barBottom: bar?.bottom ?? 0,
        inHeader: Boolean(active?.closest('header')),
        name: `${active?.tagName} ${active?.textContent?.trim().slice(0, 40)}`,
      }
    })
    if (where.inHeader) break
    if (where.size > 4 && where.scrollY < before) {
      scrolledStops += 1
      expect(where.top, `${where.name} is below the header`).toBeGreaterThanOrEqual(where.barBottom)
    }
  }
  expect(scrolledStops).toBeGreaterThan(0)
})
