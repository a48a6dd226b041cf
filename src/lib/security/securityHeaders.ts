import { newsWidgetOrigins, newsWidgetScriptOrigins } from './thirdPartyOrigins'

/**
 * Security headers for every response. The Content-Security-Policy has no nonce on purpose:
 * a nonce would make every page dynamic and defeat the ISR cache, so inline scripts (Next's RSC
 * payload) are allowed and everything else is limited to known origins.
 */
export type SecurityHeaderOptions = {
  dev: boolean
  /** Origins the browser talks to besides the site itself: provider API, error reporting. */
  connectOrigins: string[]
  /** Origins whose pages the browser is sent to by a form or redirect (identity, payment). */
  formOrigins: string[]
  https: boolean
}

const thirdParty = {
  newsWidget: [...newsWidgetScriptOrigins, ...newsWidgetOrigins],
  tagManager: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  video: [
    'https://www.youtube-nocookie.com',
    'https://www.youtube.com',
    'https://player.vimeo.com',
  ],
}

export function contentSecurityPolicy(options: SecurityHeaderOptions): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      "'unsafe-inline'",
      ...(options.dev ? ["'unsafe-eval'"] : []),
      ...thirdParty.tagManager,
      ...newsWidgetScriptOrigins,
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...options.connectOrigins],
    'font-src': ["'self'", 'data:'],
    'connect-src': [
      "'self'",
      ...options.connectOrigins,
      ...thirdParty.tagManager,
      ...thirdParty.newsWidget,
      ...(options.dev ? ['ws:'] : []),
    ],
    'frame-src': [
      "'self'",
      ...thirdParty.video,
      ...thirdParty.tagManager,
      ...thirdParty.newsWidget,
    ],
    'media-src': ["'self'", 'blob:'],
    'form-action': ["'self'", ...options.formOrigins],
    'frame-ancestors': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  }
  const policy = Object.entries(directives).map(
    ([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`,
  )
  if (options.https) policy.push('upgrade-insecure-requests')
  return policy.join('; ')
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
