import * as Sentry from '@sentry/nextjs'

import type { ClientConfig } from '@/lib/clientConfig/clientConfig'

import { REPORTING, scrubPersonalData, tracePropagationTargets } from './reportingOptions'

const DROPPED_INTEGRATIONS = new Set(['CultureContext'])

/**
 * Loaded lazily by ErrorReporting, only when a DSN is configured: the SDK is the largest piece
 * of client code and most deployments of a development machine do not need it.
 */
export function initBrowserErrorReporting(config: ClientConfig & { sentryDsn: string }): void {
  // V8 keeps 10 frames by default; spec 9 asks for 50.
  Error.stackTraceLimit = REPORTING.stackFrames
  const tracing = Sentry.browserTracingIntegration({ idleTimeout: REPORTING.idleTimeoutMs })
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
    // The defaults without CultureContext: it reads Intl.DateTimeFormat().resolvedOptions() for
    // every event, the costliest step of sending the page-load trace on a slow phone (issue 30),
    // for a locale and time zone no report of ours needs.
    // A default tracing integration, if any, gives way to ours with the spec's idle timeout.
    integrations: (defaults) => [
      ...defaults.filter(
        (integration) =>
          !DROPPED_INTEGRATIONS.has(integration.name) && integration.name !== tracing.name,
      ),
      tracing,
    ],
    beforeSend: (event) => scrubPersonalData(event),
    beforeSendTransaction: (event) => scrubPersonalData(event),
    // Typed form values never appear in breadcrumbs; drop console lines that might echo them.
    beforeBreadcrumb: (breadcrumb) => (breadcrumb.category === 'console' ? null : breadcrumb),
  })
}

/** Errors caught before the SDK started (earlyErrorBuffer.ts), reported as its handlers would. */
export function reportEarlyErrors(errors: unknown[]): void {
  for (const error of errors) {
    Sentry.captureException(error, { mechanism: { type: 'onerror', handled: false } })
  }
}
