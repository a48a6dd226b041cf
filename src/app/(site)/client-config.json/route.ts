import type { ClientConfig } from '@/lib/clientConfig/clientConfig'
import { env } from '@/lib/env'

// Read at request time: one build serves any deployment's tag manager and reporting DSN.
export const dynamic = 'force-dynamic'

export function GET() {
  const config = env()
  const origins = [config.PROVIDER_PUBLIC_URL, config.PROVIDER_API_URL].map(
    (url) => new URL(url).origin,
  )
  const body: ClientConfig = {
    gtmId: config.GTM_ID ?? null,
    sentryDsn: config.SENTRY_DSN ?? null,
    environment: config.SENTRY_ENVIRONMENT,
    traceOrigins: [...new Set(origins)],
  }
  return Response.json(body, { headers: { 'Cache-Control': 'public, max-age=300' } })
}
