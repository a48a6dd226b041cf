import type { Instrumentation } from 'next'

/**
 * Runs once when the Next server starts (not during `next build`): the HTTP guard (the socket's
 * address for per-client limits, 413 for oversized bodies), the request log with request ids
 * (REQUEST_LOG, LOG_LEVEL), the redirect header fix, 503 instead of 500 while the database is
 * unreachable, leaving the HTTP cache's rotation before stopping on SIGTERM (src/lib/shutdown/),
 * background work (src/worker/; unless PROCESS_ROLE=web), and server error reporting (spec 9), on
 * only when SENTRY_DSN is set. Scheduled publications run on Payload's own runner (`jobs.autoRun`
 * in payload.config.ts, src/scheduling/), started with Payload itself.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { env } = await import('@/lib/env')
  const config = env()
  const { installHttpGuard } = await import('@/lib/http/httpGuard')
  installHttpGuard()
  if (config.REQUEST_LOG) {
    const { installRequestLog } = await import('@/lib/logging/requestLog')
    const { loadRoutePatternMatcher } = await import('@/lib/logging/routePattern')
    installRequestLog({
      level: config.LOG_LEVEL,
      trustedProxyHops: config.TRUSTED_PROXY_HOPS,
      routePatternOf: loadRoutePatternMatcher(),
    })
  }
  const { dedupeLocationHeader } = await import('@/lib/http/dedupeLocationHeader')
  dedupeLocationHeader()
  const { answerDatabaseOutagesWith503 } = await import('@/lib/http/databaseOutageStatus')
  answerDatabaseOutagesWith503()
  if (config.NODE_ENV === 'production') {
    const { installDrainOnShutdown } = await import('@/lib/shutdown/drainOnShutdown')
    installDrainOnShutdown({ drainMs: config.SHUTDOWN_DRAIN_MS })
  }
  const { runsBackgroundWork } = await import('@/lib/processRole')
  if (runsBackgroundWork(config.PROCESS_ROLE)) {
    // Lead delivery, retention, alerts, the backup monitor (src/worker/); the HTTP server stops
    // it on SIGTERM after its last request (onShutdown), so it installs no signal handler.
    const { keepBackgroundWorkRunning } = await import('@/worker/backgroundWork')
    const { onShutdown } = await import('@/lib/shutdown/shutdownTasks')
    onShutdown('background work', keepBackgroundWorkRunning().stop)
  }
  if (!config.SENTRY_DSN) return
  const Sentry = await import('@sentry/nextjs')
  const { REPORTING, scrubPersonalData, tracePropagationTargets } =
    await import('@/lib/errorReporting/reportingOptions')
  const { tagRequestId } = await import('@/lib/errorReporting/tagRequestId')
  Sentry.init({
    dsn: config.SENTRY_DSN,
    environment: config.NODE_ENV,
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
  })
}

export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  const { noteRequestError } = await import('@/lib/db/connectionError')
  noteRequestError(args[0])
  const { env } = await import('@/lib/env')
  if (!env().SENTRY_DSN) return
  const Sentry = await import('@sentry/nextjs')
  Sentry.captureRequestError(...args)
}
