import * as Sentry from '@sentry/nextjs'

import type { ClientConfig } from '@/lib/clientConfig/clientConfig'
import { builtRelease } from '@/lib/release/builtRelease'

import { REPORTING, scrubPersonalData, tracePropagationTargets } from './reportingOptions'
import { SDK_CHUNK_MARK } from './sdkChunkMark'

const DROPPED_INTEGRATIONS = new Set(['CultureContext'])

type Integration = ReturnType<typeof Sentry.getDefaultIntegrations>[number]

/** Lets the browser run what is waiting (an input, a frame) before the next piece of work. */
export type Pause = () => Promise<void>

/**
 * Loaded lazily by ErrorReporting, only when a DSN is configured: the SDK is the largest piece
 * of client code and most deployments of a development machine do not need it.
 *
 * On a slow phone the SDK's start and the end of the page-load trace were each one task of
 * 70–140 ms at 4× CPU (issue 41), long enough to block an input. So the client starts bare and
 * gets its integrations one task at a time (`addIntegration`, the SDK's way of adding one
 * later), and a finished trace is handed on to be prepared and sent in a task of its own, after
 * its spans were collected. Resolves once every integration runs; the caller keeps its own
 * error buffer until then and drains it at once (same task as the last integration).
 */
export async function initBrowserErrorReporting(
  config: ClientConfig & { sentryDsn: string },
  pause: Pause,
): Promise<void> {
  // V8 keeps 10 frames by default; spec 9 asks for 50.
  Error.stackTraceLimit = REPORTING.stackFrames
  const tracing = Sentry.browserTracingIntegration({
    idleTimeout: REPORTING.idleTimeoutMs,
    // No span per script, stylesheet or preload: they are the build's own hashed files, the same
    // for every visitor. Making them spans at the trace's end was a third to a half of that task
    // and most of its upload (issue 41, docs/performance-history.md). Images, the navigation's
    // timings and the web vitals (LCP with its element and address) stay.
    ignoreResourceSpans: ['resource.script', 'resource.link'],
  })
  let integrations: Integration[] = []
  Sentry.init({
    dsn: config.sentryDsn,
    environment: config.environment,
    // Next's build id, written in at build time (not from /client-config.json, which a browser may
    // keep from the previous deployment): reports are read with this build's maps.
    release: builtRelease(),
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
    // None is set up by init itself: they are added below, one per task, the SDK's handlers of
    // uncaught errors last, so that the caller's buffer has every error until then and hands it
    // over right after (none reported twice, none lost).
    integrations: (defaults) => {
      const wanted = [
        ...defaults.filter(
          (integration) =>
            !DROPPED_INTEGRATIONS.has(integration.name) && integration.name !== tracing.name,
        ),
        tracing,
      ]
      const handlers = (integration: Integration) => integration.name === 'GlobalHandlers'
      integrations = [...wanted.filter((item) => !handlers(item)), ...wanted.filter(handlers)]
      return []
    },
    beforeSend: (event) => scrubPersonalData(event),
    beforeSendTransaction: (event) => scrubPersonalData(event),
    // Typed form values never appear in breadcrumbs; drop console lines that might echo them.
    beforeBreadcrumb: (breadcrumb) => (breadcrumb.category === 'console' ? null : breadcrumb),
  })
  const sendInTaskOfItsOwn = (event: Sentry.Event) =>
    event.type === 'transaction' ? pause().then(() => event) : event
  // The SDK's debug log names a processor by its id.
  sendInTaskOfItsOwn.id = SDK_CHUNK_MARK
  Sentry.addEventProcessor(sendInTaskOfItsOwn)
  for (const integration of integrations) {
    await pause()
    Sentry.addIntegration(integration)
  }
}

/**
 * An error an error page caught (error.tsx, global-error.tsx). An error of a server component
 * reaches the browser without its message or stack (React's error #441 with a `digest`): the
 * server reports it in full, and this report, tagged and grouped by the digest, says that
 * visitors saw it.
 */
export function captureBoundaryError(error: unknown, boundary: 'site' | 'global'): void {
  const digest =
    typeof error === 'object' && error !== null && 'digest' in error
      ? String(error.digest)
      : undefined
  Sentry.captureException(error, {
    mechanism: { type: 'auto.function.react.error_boundary', handled: true },
    captureContext: {
      level: boundary === 'global' ? 'fatal' : 'error',
      tags: { error_boundary: boundary, ...(digest ? { digest } : {}) },
      ...(digest ? { fingerprint: ['server-render-error', digest] } : {}),
    },
  })
}

/** Errors caught before the SDK started (earlyErrorBuffer.ts), reported as its handlers would. */
export function reportEarlyErrors(errors: unknown[]): void {
  for (const error of errors) {
    Sentry.captureException(error, { mechanism: { type: 'onerror', handled: false } })
  }
}
