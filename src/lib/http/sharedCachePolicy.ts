/**
 * What shared caches (the HTTP cache in front of the app, a CDN) may do with our responses.
 *
 * Next would send `s-maxage=<revalidate>` for a cached page (an hour for CMS pages), which no
 * publish can reach in a cache we cannot purge. Public pages therefore say: keep it one second.
 * Our own Varnish is banned on publish as well (src/cache/httpCachePurger.mjs); the second only
 * bounds what any other shared cache may serve after a change. Browsers revalidate every time.
 */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=1, stale-while-revalidate=1'

/**
 * Paths that are never public pages: the admin and APIs, preview, the e-shop steps below /eshop,
 * the login and payment returns, Next's own assets and the resized provider images (which carry
 * their own headers), the CSP report endpoint (never cached) and the run-time client
 * configuration. A path-to-regexp pattern for next.config `headers()`.
 */
const NON_PAGE_PREFIXES = [
  'admin',
  'api',
  'next',
  '_next',
  'provider-image',
  'csp-report',
  'secustamp',
  'payment',
  'client-config\\.json',
]
export const PUBLIC_PAGE_SOURCE = `/:path((?!(?:${NON_PAGE_PREFIXES.join('|')})(?:/|$)|eshop/).*)`

/**
 * What a response says to a request carrying Next's draft-mode cookie (any value) or a
 * server-action header: nothing a shared cache may keep. Next says the same for genuine draft mode
 * and for actions, but for an invalid cookie value, or the header on a GET, it renders the public
 * page and would send its own `s-maxage=<revalidate>, stale-while-revalidate=<a year>`, which a
 * CDN that ignores cookies would keep and serve to everyone.
 */
export const PRIVATE_PAGE_CACHE_CONTROL = 'private, no-cache, no-store, max-age=0, must-revalidate'

/**
 * The draft-mode cookie by its name in the raw Cookie header, whatever its value, as the HTTP
 * cache (http-cache/site.vcl) spots it. A `cookie` condition would not do: it reads the first of
 * two same-named cookies and ignores an empty value, while draft mode reads the last one, so
 * `__prerender_bypass=; __prerender_bypass=<genuine>` would get a draft page the public policy.
 */
const DRAFT_MODE_COOKIE = {
  type: 'header' as const,
  key: 'cookie',
  value: '(?:.*;)?\\s*__prerender_bypass=.*',
}
const SERVER_ACTION_HEADER = { type: 'header' as const, key: 'next-action' }

/**
 * The next.config `headers()` rules for public pages: every request gets one of the two policies
 * from us, so no request value leaves Next's own `s-maxage` on a page.
 */
export function publicPageCacheRules() {
  const cacheControl = (value: string) => [{ key: 'Cache-Control', value }]
  return [
    {
      source: PUBLIC_PAGE_SOURCE,
      missing: [DRAFT_MODE_COOKIE, SERVER_ACTION_HEADER],
      headers: cacheControl(PUBLIC_PAGE_CACHE_CONTROL),
    },
    {
      source: PUBLIC_PAGE_SOURCE,
      has: [DRAFT_MODE_COOKIE],
      headers: cacheControl(PRIVATE_PAGE_CACHE_CONTROL),
    },
    {
      source: PUBLIC_PAGE_SOURCE,
      has: [SERVER_ACTION_HEADER],
      headers: cacheControl(PRIVATE_PAGE_CACHE_CONTROL),
    },
  ]
}
