import {
  bookingOrigins,
  bookingScriptOrigins,
  newsWidgetOrigins,
  newsWidgetScriptOrigins,
} from './thirdPartyOrigins'

/**
 * Content-Security-Policy in two parts, so that no request pays for a proxy (Next's proxy cost
 * about a quarter of the throughput of a cached page):
 * - a static header (next.config.ts) with everything that does not depend on the deployment, and
 * - a `<meta>` policy in every site page, rendered at run time from the environment, with the
 *   origins the browser may talk to (provider API, identity service, error reporting).
 * A browser enforces both: the header leaves connect-src, img-src and form-action open and the
 * meta policy narrows them. No nonce on purpose: a nonce would make every page dynamic and defeat
 * the ISR cache, so inline scripts (Next's RSC payload) are allowed.
 */
type Directives = Record<string, string[]>

const thirdParty = {
  newsWidget: [...newsWidgetScriptOrigins, ...newsWidgetOrigins],
  tagManager: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  video: [
    'https://www.youtube-nocookie.com',
    'https://www.youtube.com',
    'https://player.vimeo.com',
  ],
}

const serialize = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...new Set(sources)].join(' '))
    .join('; ')

function staticDirectives(dev: boolean): Directives {
  return {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      "'unsafe-inline'",
      ...(dev ? ["'unsafe-eval'"] : []),
      ...thirdParty.tagManager,
      ...newsWidgetScriptOrigins,
      ...bookingScriptOrigins,
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    'font-src': ["'self'", 'data:'],
    'frame-src': [
      "'self'",
      ...thirdParty.video,
      ...thirdParty.tagManager,
      ...thirdParty.newsWidget,
      ...bookingOrigins,
    ],
    'media-src': ["'self'", 'blob:'],
    'frame-ancestors': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  }
}

/** Header policy of the site: the meta policy of each page narrows the three open directives. */
export function siteHeaderPolicy({ dev }: { dev: boolean }): string {
  return serialize({
    ...staticDirectives(dev),
    'img-src': ['*', 'data:', 'blob:'],
    'connect-src': ['*', ...(dev ? ['ws:'] : [])],
  })
}

/** Header policy of the admin, which talks to its own origin only. */
export function adminHeaderPolicy({ dev }: { dev: boolean }): string {
  return serialize({
    ...staticDirectives(dev),
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'connect-src': ["'self'", ...(dev ? ['ws:'] : [])],
    'form-action': ["'self'"],
  })
}

export type DeploymentOrigins = {
  dev: boolean
  /** Origins the browser talks to besides the site itself: provider API, error reporting. */
  connectOrigins: string[]
  /** Origins whose pages the browser is sent to by a form or redirect (identity, payment). */
  formOrigins: string[]
  https: boolean
}

/** The run-time part, delivered as `<meta http-equiv>` (which cannot carry frame-ancestors). */
export function pageMetaPolicy(options: DeploymentOrigins): string {
  const policy = serialize({
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...options.connectOrigins],
    'connect-src': [
      "'self'",
      ...options.connectOrigins,
      ...thirdParty.tagManager,
      ...thirdParty.newsWidget,
      ...(options.dev ? ['ws:'] : []),
    ],
    'form-action': ["'self'", ...options.formOrigins],
  })
  return options.https ? `${policy}; upgrade-insecure-requests` : policy
}

/** Headers that do not depend on the deployment: set for every path in next.config.ts. */
export function staticSecurityHeaders(): Array<{ key: string; value: string }> {
  return Object.entries({
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // Same-origin framing only: the admin's live preview frames the site from the same origin.
    'X-Frame-Options': 'SAMEORIGIN',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), browsing-topics=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  }).map(([key, value]) => ({ key, value }))
}
