import { expect, test } from '@playwright/test'

/**
 * The section lists and details (provider and CMS data) arrive whole in the server HTML. While
 * they had a route `loading.tsx`, the page cached on its first render kept React's streamed form:
 * the skeleton, the content in a hidden `<div id="S:0">` and a script revealing it at least
 * 300 ms after the first paint — a late LCP for everybody and "Načítáme…" for good without JS.
 */
test.use({ javaScriptEnabled: false })

const LISTS_WITH_DETAIL = [
  { list: '/blog', detail: /^\/blog\/[a-z0-9-]+$/ },
  { list: '/nase-prace', detail: /^\/nase-prace\/[a-z0-9-]+$/ },
  { list: '/udalosti', detail: /^\/udalosti\/(?!zaznamy)[a-z0-9-]+$/ },
  { list: '/udalosti/zaznamy', detail: null },
  { list: '/kariera', detail: /^\/kariera\/[a-z0-9-]+$/ },
  { list: '/pro-media', detail: /^\/pro-media\/[a-z0-9-]+$/ },
]

for (const { list, detail } of LISTS_WITH_DETAIL) {
  test(`${list} and its detail show their content without JavaScript`, async ({ page }) => {
    const paths = [list]
    await page.goto(list)
    if (detail) {
      const hrefs = await page
        .locator('main a[href]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
      const first = hrefs.find((href) => detail.test(href))
      expect(first, `a detail link on ${list}`).toBeTruthy()
      paths.push(first!)
    }
    for (const path of paths) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(200)
      const html = (await response?.text()) ?? ''
      expect(html, `${path}: no content waits for a script`).not.toMatch(/<div hidden id="S:/)
      await expect(page.locator('main h1'), path).toBeVisible()
      await expect(page.getByRole('status').filter({ hasText: 'Načítáme' }), path).toHaveCount(0)
    }
  })
}
