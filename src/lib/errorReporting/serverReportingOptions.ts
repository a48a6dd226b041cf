import type { NodeOptions } from '@sentry/nextjs'

import type { Env } from '@/lib/env'

import { REPORTING, scrubPersonalData, tracePropagationTargets } from './reportingOptions'
import { tagRequestId } from './tagRequestId'

/**
 * The SDK's settings in a Node process of the site: the web server (src/instrumentation.ts) and
 * the worker (src/worker/workerErrorReporting.ts). Every report names its environment
 * (SENTRY_ENVIRONMENT, default NODE_ENV) and its release (Next's build id), and, when made while
 * serving a request, that request's id; none carries personal data.
 */
export function serverReportingOptions(
  config: Env & { SENTRY_DSN: string },
  release: string | undefined,
): NodeOptions {
  return {
    dsn: config.SENTRY_DSN,
    environment: config.SENTRY_ENVIRONMENT,
    // Its frames are read with the maps uploaded for it (scripts/postbuild.ts).
    release,
    sendDefaultPii: false,
    tracesSampleRate: REPORTING.tracesSampleRate,
    maxBreadcrumbs: REPORTING.maxBreadcrumbs,
    tracePropagationTargets: tracePropagationTargets([
      config.SITE_URL,
      config.PROVIDER_API_URL,
      config.PROVIDER_PUBLIC_URL,
    ]),
    beforeSend: (event) => tagRequestId(scrubPersonalData(event)),
    beforeSendTransaction: (event) => tagRequestId(scrubPersonalData(event)),
  }
}
