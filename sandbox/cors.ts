import type { IncomingMessage, ServerResponse } from 'node:http'

import { isTrustedSiteOrigin } from './origins'

export function applyCors(req: IncomingMessage, res: ServerResponse, siteUrl: string): void {
  const origin = req.headers.origin
  res.setHeader('Vary', 'Origin')
  if (!origin || !isTrustedSiteOrigin(origin, siteUrl)) return
  res.setHeader('Access-Control-Allow-Origin', origin)
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, DELETE, OPTIONS')
  // sentry-trace and baggage: spec 7 attaches trace headers to calls to the provider
  res.setHeader(
    'Access-Control-Allow-Headers',
    'Authorization, Content-Type, sentry-trace, baggage',
  )
  res.setHeader('Access-Control-Expose-Headers', 'Content-Disposition')
  res.setHeader('Access-Control-Max-Age', '600')
}
