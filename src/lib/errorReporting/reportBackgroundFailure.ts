import { env } from '@/lib/env'

/**
 * Something background work gave up on, for the people who run the site. The callers decide
 * when it is worth a report, once each: a lead whose delivery ended failed (src/leads/
 * deliverLead.ts), the search sync starting to fail (src/worker/backgroundWork.ts), a backup
 * problem not reported before (src/backups/sendBackupAlertIfDue.ts), never each retry.
 */
export type BackgroundFailure =
  | {
      kind: 'lead-delivery'
      /** The lead's row id: the admin shows the lead, the report none of its personal data. */
      leadId: number | string
      attempts: number
      /** The attempt's outcome as the admin shows it (already free of personal data). */
      reason: string
      gaveUp: boolean
    }
  | { kind: 'search-sync'; reason: string; cause?: unknown }
  | { kind: 'backup'; key: string; reason: string }

const TITLES = {
  'lead-delivery': 'LeadDeliveryFailed',
  'search-sync': 'SearchSyncFailed',
  backup: 'BackupFailed',
} as const

function describe(failure: BackgroundFailure): {
  message: string
  fingerprint: string[]
  tags: Record<string, string>
  extra?: Record<string, unknown>
} {
  switch (failure.kind) {
    case 'lead-delivery':
      return {
        message: `Poptávka ${failure.leadId} nedoručena${failure.gaveUp ? ' (vzdáno)' : ''}: ${failure.reason}`,
        fingerprint: [TITLES[failure.kind], failure.gaveUp ? 'gave-up' : 'refused'],
        tags: { lead_id: String(failure.leadId) },
        extra: { attempts: failure.attempts },
      }
    case 'search-sync':
      return {
        message: `Synchronizace vyhledávání s poskytovatelem selhala: ${failure.reason}`,
        fingerprint: [TITLES[failure.kind]],
        tags: {},
      }
    case 'backup':
      return {
        message: failure.reason,
        fingerprint: [TITLES[failure.kind], failure.key.split(':')[0] ?? failure.key],
        tags: {},
      }
  }
}

/**
 * Sends one report to the error-reporting service when it is on (SENTRY_DSN; the SDK started by
 * src/instrumentation.ts in the web process, src/worker/workerErrorReporting.ts in the worker).
 * Never throws, never waits: the work goes on whatever the service does. The error is made here,
 * so its stack names the caller (readable through the build's source maps).
 */
export function reportBackgroundFailure(failure: BackgroundFailure): void {
  if (!env().SENTRY_DSN) return
  const { message, fingerprint, tags, extra } = describe(failure)
  const error = new Error(message, failure.kind === 'search-sync' ? { cause: failure.cause } : {})
  error.name = TITLES[failure.kind]
  void import('@sentry/nextjs')
    .then((Sentry) =>
      Sentry.captureException(error, {
        level: 'error',
        fingerprint,
        tags: { ...tags, background_work: failure.kind },
        extra,
      }),
    )
    .catch(() => {})
}
