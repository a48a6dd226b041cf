import { expect, type Locator, test } from '@playwright/test'

import { refuseCookiesUpFront } from './support/dataLayer'

/**
 * Provider images reach the browser resized, from the site's own origin (route provider-image):
 * the browser picks a WebP from the srcset, it loads and may be kept a day, and the list's first
 * image, the LCP element of /blog, is announced in the head with the same srcset.
 */
test.beforeEach(async ({ page }) => refuseCookiesUpFront(page))

/** Scrolls to each image (lazy ones load then) and waits until every one has loaded a source. */
async function loadEvery(images: Locator) {
  for (const image of await images.all()) await image.scrollIntoViewIfNeeded()
  // a lazy image has no currentSrc until the browser has picked its candidate and loaded it
  await expect
    .poll(() =>
      images.evaluateAll((elements) =>
        (elements as HTMLImageElement[]).every((image) => image.complete && image.currentSrc),
      ),
    )
    .toBe(true)
}

test('blog and case-study cards show resized WebP copies of the provider images', async ({
  page,
}) => {
  for (const path of ['/blog', '/nase-prace']) {
    const webp: Array<{ url: string; cacheControl?: string }> = []
    page.on('response', (response) => {
      if (
        response.url().includes('/provider-image/') &&
        response.headers()['content-type'] === 'image/webp'
      )
        webp.push({ url: response.url(), cacheControl: response.headers()['cache-control'] })
    })
    await page.goto(path)
    const images = page.locator('main article img')
    await expect(images.first()).toBeVisible()
    await loadEvery(images)
    const shown = await images.evaluateAll((elements) =>
      (elements as HTMLImageElement[]).map((image) => ({
        current: new URL(image.currentSrc).pathname,
        loaded: image.complete && image.naturalWidth > 0,
        tooWide: image.naturalWidth > 2 * image.clientWidth * devicePixelRatio,
      })),
    )
    expect(shown.length, path).toBeGreaterThan(2)
    for (const image of shown) {
      expect(image.current, path).toMatch(/^\/provider-image\/\d+\//)
      expect(image.loaded, `${path} ${image.current}`).toBe(true)
      expect(image.tooWide, `${path} ${image.current}`).toBe(false)
    }
    expect(webp.length, path).toBeGreaterThan(0)
    // browsers and the HTTP cache keep them a day (not the one second of a page)
    for (const image of webp) {
      expect(image.cacheControl, image.url).toBe(
        'public, max-age=86400, stale-while-revalidate=86400',
      )
    }
    page.removeAllListeners('response')
  }
  await page.goto('/blog')
  // (other preloads may join it: a prefetched page's own LCP image, e.g. the homepage's hero)
  const preload = page.locator(
    'head link[rel="preload"][as="image"][imagesrcset*="/provider-image/"]',
  )
  await expect(preload).toHaveAttribute('imagesrcset', /\/provider-image\/640\//)
})

test('the homepage’s case-study teasers show the client logos resized, not the provider’s originals', async ({
  page,
}) => {
  await page.goto('/')
  // (the teasers of the other audience are hidden)
  const logos = page.locator('main a[href^="/nase-prace/"] img').filter({ visible: true })
  await expect(logos.first()).toBeVisible()
  await loadEvery(logos)
  const shown = await logos.evaluateAll((elements) =>
    (elements as HTMLImageElement[]).map((image) => ({
      current: new URL(image.currentSrc).pathname,
      loaded: image.naturalWidth > 0,
    })),
  )
  expect(shown.length).toBeGreaterThan(1)
  for (const logo of shown) {
    expect(logo.current).toMatch(/^\/provider-image\/(160|320)\//)
    expect(logo.loaded, logo.current).toBe(true)
  }
})
