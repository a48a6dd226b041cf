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
 * their own headers), the CSP report endpoint (never cached) and the run-time client configuration. A path-to-regexp pattern for
 * next.config `headers()`.
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

/** The next.config `headers()` rule; draft mode and server actions keep Next's private header. */
export function publicPageCacheRule() {
  return {
    source: PUBLIC_PAGE_SOURCE,
    missing: [
      { type: 'cookie' as const, key: '__prerender_bypass' },
      { type: 'header' as const, key: 'next-action' },
    ],
    headers: [{ key: 'Cache-Control', value: PUBLIC_PAGE_CACHE_CONTROL }],
  }
}
