import { env } from '@/lib/env'
import { serverReportingOptions } from '@/lib/errorReporting/serverReportingOptions'
import { builtRelease } from '@/lib/release/builtRelease'
import { releaseOfBuildIn } from '@/lib/release/runningRelease'

/**
 * Error reporting of the worker process (server/worker.ts, PROCESS_ROLE=worker), on only when
 * SENTRY_DSN is set: what background work gives up on (src/lib/errorReporting/reportBackgroundFailure.ts) and
 * whatever the process does not catch. The web process starts its own in src/instrumentation.ts.
 * Call it once, first, from the worker's entry:
 *
 *   await (await import('@/worker/workerErrorReporting')).startWorkerErrorReporting()
 *
 * The release is the build's (`.next/BUILD_ID` in `buildDir`, the folder the worker runs in),
 * unless a bundler wrote SITE_RELEASE into this code (src/lib/release/builtRelease.ts).
 * Resolves to whether reporting is on.
 */
export async function startWorkerErrorReporting(
  buildDir: string = process.cwd(),
): Promise<boolean> {
  const config = env()
  const dsn = config.SENTRY_DSN
  if (!dsn) return false
  const Sentry = await import('@sentry/nextjs')
  const release =
    builtRelease() ?? (config.NODE_ENV === 'production' ? releaseOfBuildIn(buildDir) : undefined)
  Sentry.init({
    ...serverReportingOptions({ ...config, SENTRY_DSN: dsn }, release),
    // Errors only: traced, every queue poll and query of the worker (pg-boss's own spans, the
    // database client's) would be a transaction of its own, several a second.
    tracesSampleRate: 0,
    initialScope: { tags: { process_role: 'worker' } },
  })
  return true
}
