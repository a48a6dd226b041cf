import { env } from '@/lib/env'

import { pageMetaPolicy } from './securityHeaders'

let policy: string | undefined

/** Built at run time from the environment, so one build serves any provider or reporting host. */
export function deploymentMetaPolicy(): string {
  if (policy) return policy
  const config = env()
  const origin = (value: string | undefined) => (value ? [new URL(value).origin] : [])
  const providerOrigins = [
    ...origin(config.PROVIDER_PUBLIC_URL),
    ...origin(config.IDENTITY_LOGIN_URL),
  ]
  policy = pageMetaPolicy({
    dev: config.NODE_ENV === 'development',
    connectOrigins: [...providerOrigins, ...origin(config.SENTRY_DSN)],
    formOrigins: providerOrigins,
    https: config.SITE_URL.startsWith('https://'),
  })
  return policy
}
