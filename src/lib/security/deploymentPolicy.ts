import { env } from '@/lib/env'

import { sitePolicy } from './securityHeaders'

let policy: string | undefined

/**
 * The site's Content-Security-Policy for this deployment, built once from the environment, so
 * one build serves any provider or reporting host (server/siteServer.ts sets it on responses).
 */
export function deploymentPolicy(): string {
  if (policy) return policy
  const config = env()
  const origin = (value: string | undefined) => (value ? [new URL(value).origin] : [])
  const providerOrigins = [
    ...origin(config.PROVIDER_PUBLIC_URL),
    ...origin(config.IDENTITY_LOGIN_URL),
  ]
  policy = sitePolicy({
    dev: config.NODE_ENV === 'development',
    connectOrigins: [...providerOrigins, ...origin(config.SENTRY_DSN)],
    formOrigins: providerOrigins,
    https: config.SITE_URL.startsWith('https://'),
  })
  return policy
}
