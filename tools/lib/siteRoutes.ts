import { randomBytes } from 'node:crypto'

/** Paths of the site's sitemap (through any origin that serves it). */
export async function sitemapPaths(origin: string): Promise<string[]> {
  const xml = await (await fetch(`${origin}/sitemap.xml`)).text()
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname)
}

/** Sections whose pages come from the provider or their own collections, not from `pages`. */
export const SECTION_PATH = /^\/(blog|nase-prace|udalosti|pro-media|kariera|eshop)(\/|$)/

/** The Czech error states a visitor may meet (spec 8 provider errors, the outage pages). */
export const ERROR_STATE = /nepodařilo (načíst|kontaktovat)|dočasně nedostupná/

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Runs `task` over `items` with at most `concurrency` in flight. */
export async function runPool<T>(
  items: readonly T[],
  concurrency: number,
  task: (item: T) => Promise<void>,
) {
  let next = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await task(items[next++]!)
    }),
  )
}

export async function getPage(origin: string, path: string, init?: RequestInit) {
  const response = await fetch(`${origin}${path}`, {
    redirect: 'manual',
    signal: AbortSignal.timeout(15_000),
    ...init,
  })
  return { status: response.status, headers: response.headers, html: await response.text() }
}

/** Sections whose unknown slugs junk traffic tries (provider lists and CMS collections). */
const JUNK_SECTIONS = [
  '/blog',
  '/nase-prace',
  '/udalosti',
  '/udalosti/zaznamy',
  '/pro-media',
  '/kariera',
]

export const randomSlug = () => `nahodna-${randomBytes(6).toString('hex')}`

/**
 * The i-th junk URL a crawler or an attacker sends: an unknown slug in a section, an unknown
 * path (one or two segments), or a known page with tracking and random query strings.
 */
export function junkPath(i: number, knownPaths: readonly string[]): string {
  switch (i % 4) {
    case 0:
      return `${JUNK_SECTIONS[i % JUNK_SECTIONS.length]}/${randomSlug()}`
    case 1:
      return `/${randomSlug()}`
    case 2:
      return `/${randomSlug()}/${randomSlug()}`
    default:
      return `${knownPaths[i % knownPaths.length]}?utm_source=${randomSlug()}&gclid=${randomSlug()}`
  }
}
