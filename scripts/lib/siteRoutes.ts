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
