import {
  bookingOrigins,
  bookingScriptOrigins,
  newsWidgetOrigins,
  newsWidgetScriptOrigins,
} from './thirdPartyOrigins'

/**
 * Content-Security-Policy, one policy per response, set at run time by the site's server
 * (server/siteServer.ts) from the environment: it names the exact origins the browser may talk to
 * (provider API, identity service, error reporting), so one build serves any deployment and a
 * production deployment lists no loopback origin (the e2e run's sandbox on 127.0.0.1 is listed
 * only because that run is configured with it). Setting it costs no proxy: Next's proxy cost about
 * a quarter of the throughput of a cached page, so only the admin goes through one.
 * No nonce on public pages on purpose: a nonce would make every page dynamic and defeat the ISR
 * cache, so inline scripts (Next's RSC payload) are allowed there (docs/security.md says what
 * hashes would cost). The admin, rendered per request anyway, gets a nonce from src/proxy.ts,
 * whose policy replaces this one.
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

/** Where browsers send violation reports (src/app/(site)/csp-report/route.ts). */
export const CSP_REPORT_PATH = '/csp-report'
/** The endpoint's name in `Reporting-Endpoints`, referred to by `report-to`. */
const REPORT_ENDPOINT = 'csp'

/**
 * `report-to` for browsers with the Reporting API; `report-uri` for the others (a browser that
 * understands report-to ignores report-uri). Neither can be in a `<meta>` policy, nor can
 * frame-ancestors: the policy is a header.
 */
const reporting: Directives = {
  'report-uri': [CSP_REPORT_PATH],
  'report-to': [REPORT_ENDPOINT],
}

const serialize = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...new Set(sources)].join(' '))
    .join('; ')

/** Directives the site's and the admin's policies share. */
const commonDirectives: Directives = {
  'default-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'font-src': ["'self'", 'data:'],
  'media-src': ["'self'", 'blob:'],
  'frame-ancestors': ["'self'"],
  'base-uri': ["'self'"],
  'object-src': ["'none'"],
}

export type DeploymentOrigins = {
  dev: boolean
  /** Origins the browser talks to besides the site itself: provider API, error reporting. */
  connectOrigins: string[]
  /** Origins whose pages the browser is sent to by a form or redirect (identity, payment). */
  formOrigins: string[]
  https: boolean
}

/**
 * A page Next renders for one request: Next puts the request's nonce on its own scripts, ours are
 * allowed by hash, and 'strict-dynamic' lets what those load run (chunks, tag manager, widgets).
 */
export type PerRequestScripts = { nonce: string; hashes: string[] }

/**
 * The site's policy for a deployment: every path but the admin's (src/proxy.ts). With
 * `perRequest`, the policy of a page rendered for this request only: no 'unsafe-inline' (a
 * CSP3 browser ignores the host and 'self' sources then; they are for older ones).
 */
export function sitePolicy(options: DeploymentOrigins, perRequest?: PerRequestScripts): string {
  const scriptSources = perRequest
    ? [
        `'nonce-${perRequest.nonce}'`,
        "'strict-dynamic'",
        ...perRequest.hashes.map((hash) => `'${hash}'`),
        "'self'",
      ]
    : [
        "'self'",
        // Cached pages carry Next's inline RSC payload and cannot carry a per-request nonce.
        "'unsafe-inline'",
      ]
  const policy = serialize({
    ...commonDirectives,
    'script-src': [
      ...scriptSources,
      ...(options.dev ? ["'unsafe-eval'"] : []),
      ...thirdParty.tagManager,
      ...newsWidgetScriptOrigins,
      ...bookingScriptOrigins,
    ],
    'frame-src': [
      "'self'",
      ...thirdParty.video,
      ...thirdParty.tagManager,
      ...thirdParty.newsWidget,
      ...bookingOrigins,
    ],
    // Images of CMS media and the provider's articles may live on any HTTPS host (S3, CDN).
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...options.connectOrigins],
    'connect-src': [
      "'self'",
      ...options.connectOrigins,
      ...thirdParty.tagManager,
      ...thirdParty.newsWidget,
      ...(options.dev ? ['ws:'] : []),
    ],
    'form-action': ["'self'", ...options.formOrigins],
    ...reporting,
  })
  return options.https ? `${policy}; upgrade-insecure-requests` : policy
}

/**
 * Header policy of the admin, which talks to its own origin only and frames only the site (live
 * preview). Scripts run by the per-request nonce (src/proxy.ts); 'strict-dynamic' lets the chunks
 * those scripts load run too, and makes CSP3 browsers ignore 'self'.
 */
export function adminHeaderPolicy({ dev, nonce }: { dev: boolean; nonce: string }): string {
  return serialize({
    ...commonDirectives,
    'script-src': [
      "'self'",
      `'nonce-${nonce}'`,
      "'strict-dynamic'",
      ...(dev ? ["'unsafe-eval'"] : []),
    ],
    'frame-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'connect-src': ["'self'", ...(dev ? ['ws:'] : [])],
    'form-action': ["'self'"],
    ...reporting,
  })
}

/** The endpoint `report-to` names; sent with every CSP header. */
export const reportingEndpointsHeader = {
  key: 'Reporting-Endpoints',
  value: `${REPORT_ENDPOINT}="${CSP_REPORT_PATH}"`,
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
