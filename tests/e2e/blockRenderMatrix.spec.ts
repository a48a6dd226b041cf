import { expect, type Page, test } from '@playwright/test'
import sharp from 'sharp'

import { siteBlocks } from '../../blocks/siteBlocks'
import { sameOrigin, signInToAdmin } from './support/admin'
import { createdDoc } from './support/adminContent'
import { expectNoSeriousViolations } from './support/axe'
import {
  blockData,
  type RelatedDocuments,
  relatedCollections,
  type Variant,
} from './support/blockMatrix/blockData'
import { layoutFindings, type LayoutRules } from './support/blockMatrix/layoutFindings'

/** A phone, a tablet, a laptop: the widths the issue asks every block to render well at. */
const WIDTHS = [1280, 820, 390] as const
const VARIANTS: Variant[] = ['minimal', 'full']

/**
 * The rule: at 1280 px no running text (40+ characters: labels, names of a badge and
 * dates are shorter) is set in a column narrower than 240 px. Narrower screens are one column.
 */
const blockSelector = 'main [data-block]'
const rulesAt = (width: number): LayoutRules => ({
  blockSelector,
  minTextColumn: width === 1280 ? 240 : 0,
  minTextLength: 40,
  minBlankSide: 120,
})

/** A landscape picture, large enough for every place an upload is shown. */
async function uploadedPicture(page: Page, name: string): Promise<number> {
  const png = await sharp({
    create: { width: 1200, height: 900, channels: 3, background: '#3f6fb5' },
  })
    .png()
    .toBuffer()
  const doc = await createdDoc<{ id: number }>(
    await page.request.post('/api/media', {
      headers: sameOrigin(page),
      multipart: {
        file: { name, mimeType: 'image/png', buffer: png },
        _payload: JSON.stringify({ alt: 'Ilustrace služby' }),
      },
    }),
  )
  return doc.id
}

/** One document per collection the blocks upload to (a new picture) or relate to (a stored one). */
async function relatedDocuments(page: Page, stamp: number): Promise<RelatedDocuments> {
  const fields = siteBlocks.flatMap((block) => block.fields)
  const related: RelatedDocuments = {}
  for (const collection of relatedCollections(fields)) {
    if (collection === 'media') {
      related[collection] = await uploadedPicture(page, `matice-bloku-${stamp}.png`)
      continue
    }
    const response = await page.request.get(
      `/api/${collection}?limit=1&depth=0&where[_status][equals]=published`,
    )
    const { docs } = (await response.json()) as { docs: Array<{ id: number }> }
    expect(docs[0], `a published ${collection} document to link to`).toBeDefined()
    related[collection] = docs[0]!.id
  }
  return related
}

/**
 * Lets the page lay out as a reader's would: scrolled through, so lazy islands (carousel,
 * accordion images) start, then until the blocks' sizes hold still for over a second (the quote
 * carousel sets its height a second after it starts, and again after a resize).
 */
async function readThrough(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y)
      await frame()
    }
    window.scrollTo(0, 0)
  })
  await page.waitForLoadState('networkidle')
  const sizes = () =>
    page.evaluate(
      (selector) =>
        [...document.querySelectorAll(selector)]
          .map((block) => `${block.clientWidth}x${block.clientHeight}`)
          .join(' '),
      blockSelector,
    )
  let last = await sizes()
  for (let still = 0, tries = 0; still < 3 && tries < 30; tries++) {
    await page.waitForTimeout(400)
    const now = await sizes()
    still = now === last ? still + 1 : 0
    last = now
  }
}

type Sample = { type: string; variant: Variant; data: Record<string, unknown> }

/** Publishes a page of these blocks; the error the site answered when it cannot. */
async function savedPage(
  page: Page,
  path: string,
  samples: Sample[],
): Promise<{ id: number } | { error: string }> {
  const response = await page.request.post('/api/pages', {
    headers: sameOrigin(page),
    data: {
      title: 'Všechny bloky',
      path,
      layout: samples.map((sample) => sample.data),
      _status: 'published',
    },
  })
  if (!response.ok()) return { error: `${response.status()} ${await response.text()}` }
  return ((await response.json()) as { doc: { id: number } }).doc
}

async function deletePage(page: Page, id: number) {
  const response = await page.request.delete(`/api/pages/${id}`, { headers: sameOrigin(page) })
  expect(response.ok(), await response.text()).toBe(true)
}

/**
 * The block types a page cannot be saved with, and the site's answer: tried one type per page
 * (when the page with every block was refused).
 */
async function unsavedBlockTypes(page: Page, samples: Sample[], stamp: number) {
  const unsaved = new Map<string, string>()
  for (const type of new Set(samples.map((sample) => sample.type))) {
    const alone = samples.filter((sample) => sample.type === type)
    const saved = await savedPage(page, `matice-bloku-${type.toLowerCase()}-${stamp}`, alone)
    if ('error' in saved) unsaved.set(type, saved.error)
    else await deletePage(page, saved.id)
  }
  return unsaved
}

test('every block renders well with its optional fields empty and all filled, at 390, 820 and 1280 px @desktop-only', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000)
  const stamp = Date.now()
  await signInToAdmin(page)
  const related = await relatedDocuments(page, stamp)

  const problems: string[] = []
  const samples: Sample[] = []
  for (const block of siteBlocks)
    for (const variant of VARIANTS)
      samples.push({
        type: block.slug,
        variant,
        data: await blockData(block, variant, related, samples.length),
      })
  const path = `matice-bloku-${stamp}`
  let placed = samples
  let created = await savedPage(page, path, placed)
  if ('error' in created) {
    // A block the site cannot store is a finding too; the others are still measured.
    const unsaved = await unsavedBlockTypes(page, samples, stamp)
    for (const [type, error] of unsaved)
      problems.push(`${type}: a page holding it cannot be saved: ${error}`)
    placed = samples.filter((sample) => !unsaved.has(sample.type))
    created = await savedPage(page, path, placed)
  }
  if ('error' in created) throw new Error(`The block matrix page was not saved: ${created.error}`)
  const pageIdToDelete = created.id

  // Measured at rest: under reduced motion the quote carousel does not turn by itself, so no
  // slide is caught half-way through the window.
  const visitor = await (await browser.newContext({ reducedMotion: 'reduce' })).newPage()
  try {
    await visitor.setViewportSize({ width: WIDTHS[0], height: 900 })
    await visitor.goto(`/${path}`)
    await expect(visitor.locator(blockSelector)).toHaveCount(placed.length)

    for (const width of WIDTHS) {
      await test.step(`${width} px`, async () => {
        await visitor.setViewportSize({ width, height: 900 })
        await readThrough(visitor)
        const pageWidth = await visitor.evaluate(() => ({
          scroll: document.documentElement.scrollWidth,
          window: window.innerWidth,
        }))
        if (pageWidth.scroll > pageWidth.window)
          problems.push(
            `at ${width} px the page scrolls sideways: ${pageWidth.scroll} px wide in ${pageWidth.window} px`,
          )
        const findings = await visitor.evaluate(layoutFindings, rulesAt(width))
        for (const [index, found] of findings.entries()) {
          const { type, variant } = placed[index]!
          const messages = Object.entries(found).flatMap(([kind, list]) =>
            (list as string[]).map((finding) => `${kind}: ${finding}`),
          )
          if (!messages.length) continue
          const picture = `/tmp/blockmatrix-${width}-${index}-${type}-${variant}.png`
          await visitor.locator(blockSelector).nth(index).screenshot({ path: picture })
          problems.push(
            ...messages.map((message) => `${type} (${variant}) at ${width} px, ${message}`),
          )
        }
        if (width === 1280 || width === 390) {
          await visitor.screenshot({ path: `/tmp/blockmatrix-${width}.png`, fullPage: true })
          await expectNoSeriousViolations(visitor, testInfo, `block matrix at ${width} px`)
        }
      })
    }
    expect(problems, problems.join('\n')).toEqual([])
  } finally {
    await visitor.context().close()
    await deletePage(page, pageIdToDelete)
    if (related.media !== undefined)
      await page.request.delete(`/api/media/${related.media}`, { headers: sameOrigin(page) })
  }
})
