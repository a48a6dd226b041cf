import * as Sentry from '@sentry/nextjs'

import type { ClientConfig } from '@/lib/clientConfig/clientConfig'

import { REPORTING, scrubPersonalData, tracePropagationTargets } from './reportingOptions'

/**
 * Loaded lazily by ErrorReporting, only when a DSN is configured: the SDK is the largest piece
 * of client code and most deployments of a development machine do not need it.
 */
export function initBrowserErrorReporting(config: ClientConfig & { sentryDsn: string }): void {
  // V8 keeps 10 frames by default; spec 9 asks for 50.
  Error.stackTraceLimit = REPORTING.stackFrames
  Sentry.init({
    dsn: config.sentryDsn,
    environment: config.environment,
    sendDefaultPii: false,
    tracesSampleRate: REPORTING.tracesSampleRate,
    maxBreadcrumbs: REPORTING.maxBreadcrumbs,
    tracePropagationTargets: tracePropagationTargets([
      window.location.origin,
      ...config.traceOrigins,
    ]),
    integrations: [Sentry.browserTracingIntegration({ idleTimeout: REPORTING.idleTimeoutMs })],
    beforeSend: (event) => scrubPersonalData(event),
    beforeSendTransaction: (event) => scrubPersonalData(event),
    // Typed form values never appear in breadcrumbs; drop console lines that might echo them.
    beforeBreadcrumb: (breadcrumb) => (breadcrumb.category === 'console' ? null : breadcrumb),
  })
}
