import { expect, test } from '@playwright/test'

import { COMPILE_HINT } from '../../scripts/lib/compileHints'
import { SDK_CHUNK_MARK } from '../../src/lib/errorReporting/sdkChunkMark'

import { E2E } from './support/ports'

/**
 * Every asset the server HTML of a page names answers 200: stylesheets, scripts, the chunks it
 * preloads (`<link rel="preload">` / `modulepreload`, the RSC payload's chunk lists), images and
 * their srcsets. A build once preloaded a RecordingsBrowser chunk it had never emitted on every
 * page with an events block (see scripts/lib/loadableManifests.ts, which `npm run build` runs).
 */
const pages = ['/', '/kontakt', '/eshop', '/blog', '/sofa-konference']

/** Same-origin addresses named by the HTML (attributes, srcsets and the inline RSC payload). */
function assetAddresses(html: string): string[] {
  const found = new Set<string>()
  const decoded = html.replaceAll('&amp;', '&')
  for (const match of decoded.matchAll(/\/_next\/static\/[^"'\s\\),]+/g)) found.add(match[0])
  for (const match of decoded.matchAll(/<(?:link|script|img|source)\b[^>]*>/gi)) {
    const tag = match[0]
    for (const attribute of tag.matchAll(/\s(?:href|src)="([^"]+)"/gi)) {
      if (/^\/[^/]/.test(attribute[1]!)) found.add(attribute[1]!)
    }
    for (const set of tag.matchAll(/\s(?:srcset|imagesrcset)="([^"]+)"/gi)) {
      for (const candidate of set[1]!.split(',')) {
        const address = candidate.trim().split(/\s+/)[0]
        if (address && /^\/[^/]/.test(address)) found.add(address)
      }
    }
  }
  return [...found].filter(
    (address) => !address.startsWith('/api/') || address.startsWith('/api/media/'),
  )
}

test('every asset referenced by the server HTML answers 200 @desktop-only', async ({ request }) => {
  test.setTimeout(90_000)
  const statuses = new Map<string, number>()
  const broken: string[] = []
  for (const path of pages) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    const addresses = assetAddresses(await response.text())
    expect(
      addresses.some((address) => address.endsWith('.js')),
      path,
    ).toBe(true)
    for (const address of addresses) {
      if (!statuses.has(address)) {
        statuses.set(address, (await request.get(`${E2E.siteUrl}${address}`)).status())
      }
      if (statuses.get(address) !== 200) broken.push(`${path}: ${statuses.get(address)} ${address}`)
    }
  }
  expect(broken).toEqual([])
})

test('every script a page runs at start carries V8’s compile hint @desktop-only', async ({
  request,
}) => {
  // scripts/lib/compileHints.ts finds them in Next's build manifests: a Next release that moves a
  // page's scripts elsewhere would leave them lazily compiled on the main thread, unnoticed.
  const unhinted: string[] = []
  const checked = new Set<string>()
  for (const path of [...pages, '/eshop/cart', '/nase-prace']) {
    const html = await (await request.get(path)).text()
    const scripts = [...html.matchAll(/<script src="([^"]+\.js)"(?![^>]*noModule)[^>]*>/g)].map(
      (match) => match[1]!,
    )
    expect(scripts.length, path).toBeGreaterThan(3)
    for (const script of scripts.filter((address) => !checked.has(address))) {
      checked.add(script)
      const source = await (await request.get(`${E2E.siteUrl}${script}`)).text()
      if (!source.startsWith(COMPILE_HINT)) unhinted.push(`${path}: ${script}`)
    }
  }
  expect(unhinted).toEqual([])
})

test('the error-reporting SDK’s chunk carries the compile hint too @desktop-only', async ({
  page,
}) => {
  // No manifest names it: the build finds it by its mark (scripts/lib/compileHints.ts).
  const scripts: Array<Promise<string>> = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text())
  })
  await page.goto('/kontakt')
  await expect(page.locator('html')).toHaveAttribute('data-error-reporting', 'on')
  const sdk = (await Promise.all(scripts)).filter((source) => source.includes(SDK_CHUNK_MARK))
  expect(sdk).toHaveLength(1)
  expect(sdk[0]!.startsWith(COMPILE_HINT)).toBe(true)
})
