import { NextResponse } from 'next/server'

import { env } from '@/lib/env'
import { contentSecurityPolicy } from '@/lib/security/securityHeaders'

let policy: string | undefined

/** Built at run time from the environment, so one build serves any provider or reporting host. */
function policyForThisDeployment(): string {
  if (policy) return policy
  const config = env()
  const origin = (value: string | undefined) => (value ? [new URL(value).origin] : [])
  const providerOrigins = [
    ...origin(config.PROVIDER_PUBLIC_URL),
    ...origin(config.IDENTITY_LOGIN_URL),
  ]
  policy = contentSecurityPolicy({
    dev: config.NODE_ENV === 'development',
    connectOrigins: [...providerOrigins, ...origin(config.SENTRY_DSN)],
    formOrigins: providerOrigins,
    https: config.SITE_URL.startsWith('https://'),
  })
  return policy
}

export function proxy() {
  const response = NextResponse.next()
  response.headers.set('Content-Security-Policy', policyForThisDeployment())
  return response
}

export const config = {
  // Documents and API answers; static assets carry the static headers from next.config.ts.
  matcher: ['/((?!_next/static|_next/image|favicon.ico).*)'],
}
