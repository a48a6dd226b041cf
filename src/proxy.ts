import { type NextRequest, NextResponse } from 'next/server'

import { cleanedAdminRedirect } from '@/lib/routes/adminRedirectParam'
import { adminHeaderPolicy } from '@/lib/security/securityHeaders'

/**
 * Gives every admin response a Content-Security-Policy with a fresh script nonce instead of
 * 'unsafe-inline'. Next reads the nonce from the request's policy and puts it on its own scripts
 * (the admin is rendered per request, so this costs no cache). Only the admin comes through here:
 * a proxy in front of the cached public pages cost about a quarter of their throughput.
 */
export function proxy(request: NextRequest) {
  // A `redirect` that is no site path never reaches Payload's views (adminRedirectParam.ts).
  // Next wants an absolute Location here and sends it relative, as it is on the request's host.
  if (request.method === 'GET' || request.method === 'HEAD') {
    const cleaned = cleanedAdminRedirect(new URL(request.url))
    if (cleaned !== null) {
      const response = NextResponse.redirect(new URL(cleaned, request.url), 307)
      response.headers.set('Cache-Control', 'no-store')
      return response
    }
  }
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64')
  const policy = adminHeaderPolicy({ dev: process.env.NODE_ENV === 'development', nonce })
  const requestHeaders = new Headers(request.headers)
  requestHeaders.set('Content-Security-Policy', policy)
  const response = NextResponse.next({ request: { headers: requestHeaders } })
  response.headers.set('Content-Security-Policy', policy)
  return response
}

export const config = {
  // `:path*` also matches `/admin` itself. Nothing else: see above.
  matcher: ['/admin/:path*'],
}
