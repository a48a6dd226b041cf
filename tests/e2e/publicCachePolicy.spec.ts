import { expect, test } from '@playwright/test'

import { DEFAULT_LOCAL_ADMIN_EMAIL, DEFAULT_LOCAL_ADMIN_PASSWORD } from '../../src/seed/users'
import { PUBLIC_PAGE_CACHE_CONTROL } from '../../src/lib/http/sharedCachePolicy'
import { DRAFT_MODE_COOKIE, draftModeCookieFor, siteFetch, signIn } from './support/draftMode'

/**
 * How long a shared cache may serve a response (freshness plus stale-while-revalidate), by its
 * Cache-Control; a response without one may be kept for as long as a cache guesses.
 */
function sharedCacheSeconds(cacheControl: string | null): number {
  if (!cacheControl) return Infinity
  const directives = new Map(
    cacheControl.split(',').map((part) => {
      const [name, value] = part.trim().toLowerCase().split('=')
      return [name!, value === undefined ? 0 : Number(value)] as const
    }),
  )
  if (['private', 'no-store', 'no-cache'].some((name) => directives.has(name))) return 0
  const fresh = directives.get('s-maxage') ?? directives.get('max-age') ?? Infinity
  return fresh + (directives.get('stale-while-revalidate') ?? 0)
}

const PUBLIC_PATHS = ['/', '/gdpr', '/blog', '/pro-media', '/neexistujici-stranka']

/** Every way a request may carry the draft-mode cookie (`genuine` is the build's real value). */
function draftModeVariants(genuine: string, staffToken: string) {
  const staff = { Authorization: `JWT ${staffToken}` }
  const cookie = (value: string) => ({ Cookie: value })
  return {
    // Anything but the genuine value: Next renders the public page.
    invalid: [
      { name: 'garbage value', headers: cookie(`${DRAFT_MODE_COOKIE}=x`) },
      { name: 'empty value', headers: cookie(`${DRAFT_MODE_COOKIE}=`) },
      { name: 'among others', headers: cookie(`_ga=GA1.2.3; ${DRAFT_MODE_COOKIE}=0123abcd`) },
      { name: 'server-action header on a GET', headers: { 'Next-Action': 'abc' } },
    ],
    // Next is in draft mode: drafts for staff, a way out for everyone else; never shared.
    genuine: [
      { name: 'genuine, no session', headers: cookie(`${DRAFT_MODE_COOKIE}=${genuine}`) },
      {
        name: 'genuine, invalid session',
        headers: cookie(`payload-token=neplatny.token.podpis; ${DRAFT_MODE_COOKIE}=${genuine}`),
      },
      {
        name: 'genuine, staff session',
        headers: { ...cookie(`${DRAFT_MODE_COOKIE}=${genuine}`), ...staff },
      },
      {
        // Next's header rules read the first of two same-named cookies, draft mode the last.
        name: 'empty, then genuine, staff session',
        headers: { ...cookie(`${DRAFT_MODE_COOKIE}=; ${DRAFT_MODE_COOKIE}=${genuine}`), ...staff },
      },
    ],
  }
}

test.describe('the shared-cache policy of public pages @desktop-only', () => {
  test('no cookie or header value lets a shared cache keep a page longer than the public policy', async () => {
    const admin = await signIn(DEFAULT_LOCAL_ADMIN_EMAIL, DEFAULT_LOCAL_ADMIN_PASSWORD)
    const variants = draftModeVariants(await draftModeCookieFor(admin), admin)
    const limit = sharedCacheSeconds(PUBLIC_PAGE_CACHE_CONTROL)
    for (const path of PUBLIC_PATHS) {
      for (const { name, headers } of [...variants.invalid, ...variants.genuine]) {
        const response = await siteFetch(path, { headers })
        await response.arrayBuffer()
        const cacheControl = response.headers.get('cache-control')
        expect(response.status, `${path}, ${name}`).toBeLessThan(500)
        expect(
          sharedCacheSeconds(cacheControl),
          `${path}, ${name}: ${cacheControl}`,
        ).toBeLessThanOrEqual(limit)
      }
    }
  })

  test('a public page says the public policy; whatever draft mode answers stays private', async () => {
    const admin = await signIn(DEFAULT_LOCAL_ADMIN_EMAIL, DEFAULT_LOCAL_ADMIN_PASSWORD)
    const variants = draftModeVariants(await draftModeCookieFor(admin), admin)
    for (const path of PUBLIC_PATHS) {
      const published = await siteFetch(path)
      await published.arrayBuffer()
      expect(published.headers.get('cache-control'), path).toBe(PUBLIC_PAGE_CACHE_CONTROL)
      for (const { name, headers } of variants.genuine) {
        const response = await siteFetch(path, { headers })
        await response.arrayBuffer()
        const cacheControl = response.headers.get('cache-control') ?? ''
        expect(cacheControl, `${path}, ${name}`).toMatch(/\bprivate\b/)
        expect(cacheControl, `${path}, ${name}`).toMatch(/\bno-store\b/)
      }
    }
  })
})
