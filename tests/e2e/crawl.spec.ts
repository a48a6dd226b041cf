import { expect, test } from '@playwright/test'

const ANCHOR_HREF = /<a\s[^>]*?href="([^"]*)"/g

const decode = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")

test('no internal link leads to an error page @desktop-only', async ({ request, baseURL }) => {
  test.setTimeout(300_000)
  const origin = new URL(baseURL!).origin
  const queue = ['/']
  const seen = new Set(queue)
  const anchors: Array<{ from: string; path: string; id: string }> = []
  const ids = new Map<string, Set<string>>()
  const broken: string[] = []

  while (queue.length) {
    const path = queue.shift()!
    const response = await request.get(path)
    if (response.status() >= 400) {
      broken.push(`${path} → ${response.status()}`)
      continue
    }
    if (!response.headers()['content-type']?.includes('text/html')) continue
    const html = await response.text()
    const finalPath = new URL(response.url()).pathname
    ids.set(finalPath, new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]!)))

    for (const [, raw] of html.matchAll(ANCHOR_HREF)) {
      const href = decode(raw!)
      if (!href || /^(mailto:|tel:|javascript:)/.test(href)) continue
      const url = new URL(href, `${origin}${path}`)
      if (url.origin !== origin) continue // external links are not crawled
      if (url.hash) anchors.push({ from: path, path: url.pathname, id: url.hash.slice(1) })
      const target = url.pathname + url.search
      if (seen.has(target)) continue
      seen.add(target)
      queue.push(target)
    }
  }

  expect(broken).toEqual([])
  // A link to a #hash must find that target on its page.
  const missing = anchors.filter(({ path, id }) => ids.has(path) && !ids.get(path)!.has(id))
  expect(missing).toEqual([])
  // The crawl really walked the site: every menu and footer page, not just the homepage.
  expect(seen.size).toBeGreaterThan(75)
  test.info().annotations.push({
    type: 'crawl',
    description: `${seen.size} pages crawled`,
  })
})
