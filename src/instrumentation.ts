import type { Instrumentation } from 'next'

/**
 * Runs once when the Next server starts (not during `next build`): background work (src/worker/;
 * unless PROCESS_ROLE=web) and server error reporting (spec 9), on only when SENTRY_DSN is set.
 * Scheduled publications run on Payload's own runner (`jobs.autoRun` in payload.config.ts,
 * src/scheduling/), started with Payload itself. The HTTP layer (413, 503, request log, draining
 * on SIGTERM) is the custom server in server/, not here.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { env } = await import('@/lib/env')
  const config = env()
  const { runsBackgroundWork } = await import('@/lib/processRole')
  if (runsBackgroundWork(config.PROCESS_ROLE)) {
    // Lead delivery, retention, alerts, the backup monitor (src/worker/); the HTTP server stops
    // it on SIGTERM after its last request (onShutdown), so it installs no signal handler. What it
    // gives up on is reported (src/lib/errorReporting/reportBackgroundFailure.ts) by the SDK
    // started below: its queue takes seconds to start, the SDK milliseconds.
    const { keepBackgroundWorkRunning } = await import('@/worker/backgroundWork')
    const { onShutdown } = await import('@/lib/shutdown/shutdownTasks')
    onShutdown('background work', keepBackgroundWorkRunning().stop)
  }
  const dsn = config.SENTRY_DSN
  if (!dsn) return
  const Sentry = await import('@sentry/nextjs')
  const { serverReportingOptions } = await import('@/lib/errorReporting/serverReportingOptions')
  const { builtRelease } = await import('@/lib/release/builtRelease')
  Sentry.init(serverReportingOptions({ ...config, SENTRY_DSN: dsn }, builtRelease()))
}

export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  const { noteRequestError } = await import('@/lib/db/connectionError')
  noteRequestError(args[0])
  const { env } = await import('@/lib/env')
  if (!env().SENTRY_DSN) return
  const Sentry = await import('@sentry/nextjs')
  Sentry.captureRequestError(...args)
}
