import { type BackupAlertOptions, sendBackupAlertIfDue } from '@/backups/sendBackupAlertIfDue'
import { deliverLead } from '@/leads/deliverLead'
import type { RetrySchedule } from '@/leads/deliveryBackoff'
import { eraseExpiredLeads, type RetentionDays } from '@/leads/eraseExpiredLeads'
import { sendLeadAlertIfDue } from '@/leads/leadAlerts'
import {
  applyDeliveryQueueSettings,
  type DeliveryJobData,
  LEAD_ALERTS_QUEUE,
  LEAD_DELIVERY_QUEUE,
  LEAD_REQUEUE_QUEUE,
  LEAD_RETENTION_QUEUE,
} from '@/leads/leadQueue'
import { requeueStrandedLeads } from '@/leads/requeueStrandedLeads'
import { observeExpiredTags } from '@/cache/invalidation/expiredTagObservers'
import { reportBackgroundFailure } from '@/lib/errorReporting/reportBackgroundFailure'
import { env } from '@/lib/env'
import { createTransport } from '@/provider/transport'
import { createQueueClient } from '@/queue/queueClient'
import { closeQueuePools, workerPool } from '@/queue/queueDatabase'
import { type QueueLoop, startQueueLoop } from '@/queue/queueLoop'
import {
  namesProviderData,
  SEARCH_LOG_RETENTION_QUEUE,
  SEARCH_SYNC_QUEUE,
  searchSyncCron,
} from '@/search/searchQueues'
import { eraseOldSearchQueries } from '@/search/searchQueryLog'
import { pgSqlClient } from '@/search/sqlClient'
import { syncProviderSearchIndex } from '@/search/syncProviderSearchIndex'

import { failureWatch } from './failureWatch'
import { ONE_MINUTE, throttledReporter } from './throttledReporter'

/** Every minute: the administrators' e-mail when backups fail or stop (src/backups/). */
export const BACKUP_MONITOR_QUEUE = 'backup-monitor'

export type WorkerOptions = {
  providerUrl: string
  attemptTimeoutMs: number
  retry: RetrySchedule
  giveUpHours: number
  /**
   * How long a job may stay with one worker: a worker that died mid-delivery loses its job after
   * this (plus the next supervision pass), and the next minute's lead-requeue-stranded job queues
   * that attempt again for another worker.
   */
  leaseSeconds: number
  /** How often expired leases are looked for (any worker; one at a time). */
  superviseSeconds: number
  pollMs: number
  /** Deliveries one worker makes at the same time. */
  batchSize: number
  /** Also runs the minute and hour jobs (pg-boss cron: one worker per tick). */
  scheduled: boolean
  retention: RetentionDays
  alertAfterMinutes: number
  siteUrl: string
  /** With BACKUP_DIR: the backup monitor alerts admins when backups fail or stop. */
  backups?: BackupAlertOptions
  /** On stop: how long deliveries in flight may finish before the rest is released. */
  stopMs: number
  /** The provider's content re-read into the search index every this many minutes. */
  searchSyncMinutes: number
  /** Timeout of the sync's provider reads. */
  providerTimeoutMs: number
}

export function workerOptionsFromEnv(): WorkerOptions {
  const config = env()
  return {
    providerUrl: config.PROVIDER_API_URL,
    attemptTimeoutMs: config.LEADS_ATTEMPT_TIMEOUT_MS,
    retry: {
      firstSeconds: config.LEADS_RETRY_FIRST_SECONDS,
      maxSeconds: config.LEADS_RETRY_MAX_SECONDS,
    },
    giveUpHours: config.LEADS_GIVE_UP_HOURS,
    leaseSeconds: Math.ceil(config.LEADS_ATTEMPT_TIMEOUT_MS / 1000) + 20,
    superviseSeconds: 10,
    // Each worker looks every second: a lead waits about half a second on average. Not woken
    // per stored lead: one fetch for several leads costs the busy worker fewer queries.
    pollMs: 1000,
    batchSize: 5,
    scheduled: true,
    retention: {
      deliveredDays: config.LEADS_RETENTION_DAYS,
      failedDays: config.LEADS_FAILED_RETENTION_DAYS,
    },
    alertAfterMinutes: config.LEADS_ALERT_AFTER_MINUTES,
    siteUrl: config.SITE_URL,
    backups: config.BACKUP_DIR
      ? {
          backupDir: config.BACKUP_DIR,
          intervalSeconds: config.BACKUP_INTERVAL,
          siteUrl: config.SITE_URL,
        }
      : undefined,
    stopMs: config.WORKER_STOP_MS,
    searchSyncMinutes: config.SEARCH_SYNC_MINUTES,
    providerTimeoutMs: config.PROVIDER_TIMEOUT_MS,
  }
}

export type BackgroundWork = {
  /**
   * Stops claiming at once, lets jobs in hand finish within `stopMs`, releases the rest (due now,
   * for another worker), then stops pg-boss. The pools stay open (tests share them); the process
   * closes them with closeQueuePools().
   */
  stop: () => Promise<void>
}

/**
 * A minute or hour job: one loop that runs `run` for each tick pg-boss's cron hands it. `signal`
 * aborts when the worker stops past WORKER_STOP_MS: a long job ends then (the tick is released).
 */
type ScheduledJob = {
  queue: string
  cron: string
  pollMs: number
  run: (signal: AbortSignal) => Promise<void>
}

function scheduledJobs(options: WorkerOptions): ScheduledJob[] {
  // A sync that cannot read the provider (or write the index) is reported when it starts failing,
  // not at every run and retry while it lasts.
  const searchSync = failureWatch((reason, cause) =>
    reportBackgroundFailure({ kind: 'search-sync', reason, cause }),
  )
  const jobs: ScheduledJob[] = [
    {
      queue: LEAD_REQUEUE_QUEUE,
      cron: '* * * * *',
      pollMs: 5000,
      run: async () => {
        const requeued = await requeueStrandedLeads()
        if (requeued > 0) console.warn(`[leads] ${requeued} stranded leads queued again`)
      },
    },
    {
      queue: LEAD_ALERTS_QUEUE,
      cron: '* * * * *',
      pollMs: 5000,
      run: async () => {
        await sendLeadAlertIfDue(options)
      },
    },
    {
      queue: LEAD_RETENTION_QUEUE,
      cron: '23 * * * *',
      pollMs: 30_000,
      run: async () => {
        const erased = await eraseExpiredLeads(options.retention)
        if (erased > 0) console.info(`[leads] personal data erased from ${erased} leads`)
      },
    },
    {
      queue: SEARCH_SYNC_QUEUE,
      cron: searchSyncCron(options.searchSyncMinutes),
      pollMs: 5000,
      run: async (signal) => {
        const transport = createTransport({
          baseUrl: options.providerUrl,
          timeoutMs: options.providerTimeoutMs,
          signal,
        })
        let unread: Array<[list: string, error: string]>
        try {
          const { lists } = await syncProviderSearchIndex(
            pgSqlClient(workerPool()),
            transport,
            undefined,
            signal,
          )
          unread = Object.entries(lists).flatMap(([list, outcome]) =>
            'error' in outcome ? [[list, outcome.error] as [string, string]] : [],
          )
        } catch (error) {
          // a stopping worker's cancel is no failure: another worker takes the job
          if (!signal.aborted) {
            searchSync.failed(error instanceof Error ? error.message : String(error), error)
          }
          throw error
        }
        for (const [list, error] of unread) console.warn(`[search] list ${list} not read: ${error}`)
        if (unread.length === 0) searchSync.succeeded()
        else {
          const lists = unread.map(([list, error]) => `${list} (${error})`).join(', ')
          searchSync.failed(`lists not read: ${lists}`)
        }
      },
    },
    {
      queue: SEARCH_LOG_RETENTION_QUEUE,
      cron: '41 * * * *',
      pollMs: 30_000,
      run: async () => {
        await eraseOldSearchQueries(pgSqlClient(workerPool()))
      },
    },
  ]
  const { backups } = options
  if (backups) {
    jobs.push({
      queue: BACKUP_MONITOR_QUEUE,
      cron: '* * * * *',
      pollMs: 5000,
      run: async () => {
        await sendBackupAlertIfDue(backups)
      },
    })
  }
  return jobs
}

/**
 * This process's background work on pg-boss: lead delivery attempts from the queue and — in
 * whichever worker pg-boss's cron hands them to — the minute jobs (stranded leads, lead alerts,
 * the backup monitor), the hourly erasure of expired personal data and of old search-log days,
 * and the provider sync of the search index (every SEARCH_SYNC_MINUTES, at start, and when
 * provider cache tags are expired). Scheduled publishing is
 * not here: it runs on Payload's own job runner (payload.config.ts `jobs`).
 */
export async function startBackgroundWork(
  overrides: Partial<WorkerOptions> = {},
): Promise<BackgroundWork> {
  const options = { ...workerOptionsFromEnv(), ...overrides }
  const report = throttledReporter('[leads] lead queue: ')
  const boss = createQueueClient({
    supervise: true,
    schedule: options.scheduled,
    superviseIntervalSeconds: options.superviseSeconds,
    monitorIntervalSeconds: options.superviseSeconds,
  })
  boss.on('error', report)
  await boss.start()
  try {
    await applyDeliveryQueueSettings(boss, options.leaseSeconds)
    const scheduled = options.scheduled ? scheduledJobs(options) : []
    for (const job of scheduled) await boss.schedule(job.queue, job.cron)
    // The search index follows the provider at start and whenever its cached data is expired
    // (one job waits at most: the queue is `stately`).
    const requestSearchSync = () => void boss.send(SEARCH_SYNC_QUEUE, {}).catch(report)
    const stopObservingTags = options.scheduled
      ? observeExpiredTags((tags) => {
          if (namesProviderData(tags)) requestSearchSync()
        })
      : () => {}
    if (options.scheduled) requestSearchSync()

    const transport = createTransport({
      baseUrl: options.providerUrl,
      timeoutMs: options.attemptTimeoutMs,
    })
    const loops: QueueLoop[] = [
      startQueueLoop<DeliveryJobData>({
        boss,
        queue: LEAD_DELIVERY_QUEUE,
        batchSize: options.batchSize,
        pollMs: options.pollMs,
        handle: (job, signal) =>
          deliverLead(
            job,
            { transport, retry: options.retry, giveUpHours: options.giveUpHours },
            signal,
          ),
        onError: report,
      }),
      ...scheduled.map((job) =>
        startQueueLoop({
          boss,
          queue: job.queue,
          batchSize: 1,
          pollMs: job.pollMs,
          handle: (_data, signal) => job.run(signal),
          onError: report,
        }),
      ),
    ]
    return {
      stop: async () => {
        stopObservingTags()
        await Promise.all(loops.map((loop) => loop.stop(options.stopMs)))
        await boss.stop({ graceful: false, timeout: 5000 })
      },
    }
  } catch (error) {
    await boss.stop({ graceful: false, timeout: 5000 }).catch(() => {})
    throw error
  }
}

/**
 * Keeps this process's background work running without holding up its start: while the database
 * is away (or not yet migrated) it tries again with backoff (2 s doubling up to a minute) and
 * says so at most once a minute. `stop` ends the retries or the work, whichever is running, and
 * closes the queue's pools: after it nothing of the worker holds a connection.
 */
export function keepBackgroundWorkRunning(
  overrides: Partial<WorkerOptions> = {},
  log: (line: string) => void = (line) => console.error(line),
): BackgroundWork {
  const report = throttledReporter('[leads] lead queue did not start, retrying: ', log)
  let stopped = false
  let running: BackgroundWork | undefined
  let retry: NodeJS.Timeout | undefined
  let starting: Promise<void> = Promise.resolve()

  const attempt = (delayMs: number) => {
    starting = startBackgroundWork(overrides).then(
      async (work) => {
        if (stopped) return work.stop()
        running = work
        console.info('[leads] lead queue running')
      },
      (error: unknown) => {
        if (stopped) return
        report(error)
        retry = setTimeout(() => attempt(Math.min(delayMs * 2, ONE_MINUTE)), delayMs)
        retry.unref()
      },
    )
  }
  attempt(2000)

  return {
    stop: async () => {
      stopped = true
      clearTimeout(retry)
      await starting
      await running?.stop()
      await closeQueuePools()
    },
  }
}
