import { createHash } from 'node:crypto'

import { env } from '@/lib/env'

import { type DeploymentOrigins, sitePolicy } from './securityHeaders'

let origins: DeploymentOrigins | undefined
let sharedPolicy: string | undefined

/** Built once from the environment, so one build serves any provider or reporting host. */
function deploymentOrigins(): DeploymentOrigins {
  if (origins) return origins
  const config = env()
  const origin = (value: string | undefined) => (value ? [new URL(value).origin] : [])
  const providerOrigins = [
    ...origin(config.PROVIDER_PUBLIC_URL),
    ...origin(config.IDENTITY_LOGIN_URL),
  ]
  origins = {
    dev: config.NODE_ENV === 'development',
    connectOrigins: [...providerOrigins, ...origin(config.SENTRY_DSN)],
    formOrigins: providerOrigins,
    https: config.SITE_URL.startsWith('https://'),
  }
  return origins
}

/** The site's Content-Security-Policy for this deployment (server/contentSecurityPolicy.ts). */
export function deploymentPolicy(): string {
  sharedPolicy ??= sitePolicy(deploymentOrigins())
  return sharedPolicy
}

/** CSP hash sources (`sha256-…`) of inline scripts, exactly as rendered. */
export function scriptHashes(scripts: readonly string[]): string[] {
  return scripts.map(
    (script) => `sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}`,
  )
}

/**
 * The same for a page Next renders for one request: Next's scripts carry `nonce`, ours are
 * allowed by `hashes`.
 */
export function perRequestDeploymentPolicy(nonce: string, hashes: string[]): string {
  return sitePolicy(deploymentOrigins(), { nonce, hashes })
}
