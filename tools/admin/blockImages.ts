/**
 * The block picker's pictures (`npm run admin:block-images`, after `npm run build`): starts the
 * production build on a fresh, seeded temporary database with the provider sandbox, finds each
 * block of the library on the seeded homepage and pages (RenderBlocks marks each with
 * `data-block`), photographs it in Chromium at 1280 px and writes a 480 × 320 WebP to
 * public/admin/blocks/<slug>.webp. A block on no seeded page is placed on a temporary page from
 * blockSamples.ts, deleted afterwards. Fails when any block is left without a picture.
 *
 * Ports: BENCH_PORT (3210) and BENCH_SANDBOX_PORT (4210), as the benchmarks.
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { chromium, type Page } from '@playwright/test'
import sharp from 'sharp'

import { blockThumbnailPath } from '../../blocks/shared/blockAdmin'
import { siteBlocks } from '../../blocks/siteBlocks'
import type { Homepage, Page as CmsPage } from '../../src/payload-types'
import { DEFAULT_LOCAL_ADMIN_EMAIL, DEFAULT_LOCAL_ADMIN_PASSWORD } from '../../src/seed/users'
import { benchSite } from '../bench/lib/benchSite'
import { blockSamples, SAMPLE_PAGE_PATH } from './blockSamples'

const VIEWPORT = { width: 1280, height: 900 }
const PICTURE = { width: 480, height: 320 }
const MARGIN = 12
const slugs = siteBlocks.map((block) => block.slug)
const site = benchSite('block-images')

type LayoutBlock = NonNullable<CmsPage['layout']>[number]

/** Where each block type first appears: the homepage first, then the published pages. */
async function findBlocks(origin: string): Promise<Map<string, string>> {
  const found = new Map<string, string>()
  const note = (url: string, layout: LayoutBlock[] | null | undefined) => {
    for (const block of layout ?? [])
      if (!found.has(block.blockType)) found.set(block.blockType, url)
  }
  const homepage = (await getJson(`${origin}/api/globals/homepage?depth=0`)) as Homepage
  note('/', homepage.layout)
  const { docs } = (await getJson(
    `${origin}/api/pages?depth=0&limit=500&where[_status][equals]=published`,
  )) as { docs: CmsPage[] }
  for (const page of docs) note(page.path === 'home' ? '/' : `/${page.path}`, page.layout)
  return found
}

async function getJson(url: string, init?: RequestInit): Promise<unknown> {
  const response = await fetch(url, init)
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status}`)
  return response.json()
}

/** Signs the seeded administrator in through the REST API (as the admin's own login does). */
async function signIn(origin: string): Promise<Record<string, string>> {
  const response = await fetch(`${origin}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin },
    body: JSON.stringify({
      email: process.env.SEED_ADMIN_EMAIL || DEFAULT_LOCAL_ADMIN_EMAIL,
      password: process.env.SEED_ADMIN_PASSWORD || DEFAULT_LOCAL_ADMIN_PASSWORD,
    }),
  })
  // No body carries the token (auth.removeTokenFromResponses): it is the session cookie's value.
  const token = /payload-token=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1]
  if (!response.ok || !token) throw new Error(`sign-in: ${response.status}`)
  return { Authorization: `JWT ${token}`, 'Content-Type': 'application/json', Origin: origin }
}

/** A published page at SAMPLE_PAGE_PATH with every block no seeded page has; returns its id. */
async function createSamplePage(origin: string, missing: string[]): Promise<number> {
  const headers = await signIn(origin)
  const { docs: media } = (await getJson(`${origin}/api/media?depth=0&limit=1`, { headers })) as {
    docs: Array<{ id: number }>
  }
  const mediaId = media[0]?.id
  if (mediaId === undefined) throw new Error('The seed has no image for the sample blocks.')
  const layout = missing.map((slug) => {
    const sample = blockSamples[slug as LayoutBlock['blockType']]
    if (!sample) {
      throw new Error(
        `Block "${slug}" is on no seeded page nor in tools/admin/blockSamples.ts: add a sample.`,
      )
    }
    return sample(mediaId)
  })
  const { doc } = (await getJson(`${origin}/api/pages`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      title: 'Ukázka bloků pro administraci',
      path: SAMPLE_PAGE_PATH,
      _status: 'published',
      meta: { noIndex: true },
      layout,
    }),
  })) as { doc: { id: number } }
  return doc.id
}

async function deletePage(origin: string, id: number): Promise<void> {
  await getJson(`${origin}/api/pages/${id}`, { method: 'DELETE', headers: await signIn(origin) })
}

/** Refuses cookies (the banner would cover the blocks) and keeps the sticky header in place. */
async function preparePage(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'networkidle' })
  const refuse = page.getByRole('button', { name: 'Odmítnout vše' })
  if (await refuse.isVisible()) {
    await refuse.click()
    await refuse.waitFor({ state: 'hidden' })
  }
  await page.getByRole('banner').evaluate((header) => {
    ;(header as HTMLElement).style.position = 'relative'
  })
}

/**
 * The block's picture: the top of the block in 3:2 (a wide strip letterboxed), 480 × 320, with a
 * white margin so blocks without a background of their own do not touch the picker's frame.
 */
async function photograph(page: Page, slug: string): Promise<Buffer> {
  const block = page.locator(`[data-block="${slug}"]`).first()
  // A block for one audience shows once the audience switch chooses that audience.
  const audience = await block.getAttribute('data-audience')
  if (audience && !(await block.isVisible())) {
    await page.locator(`input[name="audience"][value="${audience}"]`).check({ force: true })
  }
  await block.scrollIntoViewIfNeeded()
  // Lazy images load once in view; wait (a few seconds at most) for those shown.
  await block.evaluate((element) => {
    const shown = [...element.querySelectorAll('img')].filter(
      (img) => !img.complete && img.checkVisibility(),
    )
    const loaded = shown.map(
      (img) =>
        new Promise((resolve) => {
          img.addEventListener('load', resolve)
          img.addEventListener('error', resolve)
        }),
    )
    return Promise.race([Promise.all(loaded), new Promise((resolve) => setTimeout(resolve, 5000))])
  })
  const full = await block.screenshot({ animations: 'disabled' })
  // A block in the reading column sits in white margins: the picture shows the block itself.
  const shot = await sharp(full).trim({ background: '#ffffff', threshold: 8 }).toBuffer()
  const { width = 0, height = 0 } = await sharp(shot).metadata()
  if (width === 0 || height === 0) throw new Error(`Block "${slug}" is empty on the page.`)
  const top = Math.min(height, Math.round((width * PICTURE.height) / PICTURE.width))
  return sharp(shot)
    .extract({ left: 0, top: 0, width, height: top })
    .resize({
      width: PICTURE.width - 2 * MARGIN,
      height: PICTURE.height - 2 * MARGIN,
      fit: 'contain',
      background: '#ffffff',
    })
    .extend({ top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN, background: '#ffffff' })
    .webp({ quality: 72 })
    .toBuffer()
}

let sampleId: number | undefined
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
})
try {
  await site.start()
  const found = await findBlocks(site.origin)
  const missing = slugs.filter((slug) => !found.has(slug))
  if (missing.length > 0) {
    console.log(
      `Blocks without a seeded page (temporary page /${SAMPLE_PAGE_PATH}): ${missing.join(', ')}`,
    )
    sampleId = await createSamplePage(site.origin, missing)
    for (const slug of missing) found.set(slug, `/${SAMPLE_PAGE_PATH}`)
  }

  const page = await browser.newPage({ viewport: VIEWPORT, locale: 'cs-CZ' })
  const outputDir = path.resolve('public/admin/blocks')
  mkdirSync(outputDir, { recursive: true })
  for (const slug of slugs) rmSync(path.join('public', blockThumbnailPath(slug)), { force: true })
  let openUrl = ''
  for (const slug of slugs) {
    const url = found.get(slug)!
    if (url !== openUrl) {
      await preparePage(page, `${site.origin}${url}`)
      openUrl = url
    }
    const picture = await photograph(page, slug)
    writeFileSync(path.join('public', blockThumbnailPath(slug)), picture)
    console.log(`${slug.padEnd(20)} ${url.padEnd(36)} ${Math.round(picture.length / 1024)} KB`)
  }
} finally {
  if (sampleId !== undefined) await deletePage(site.origin, sampleId).catch(console.error)
  await browser.close()
  await site.dispose()
}

const withoutPicture = slugs.filter(
  (slug) => !existsSync(path.join('public', blockThumbnailPath(slug))),
)
if (withoutPicture.length > 0) {
  console.error(`Blocks without a picture: ${withoutPicture.join(', ')}`)
  process.exit(1)
}
console.log(`${slugs.length} block pictures in public/admin/blocks.`)
