import { env } from '@/lib/env'
import { createTransport } from '@/provider/transport'

import type { RetrySchedule } from './deliveryBackoff'
import { deliverLead } from './deliverLead'
import { eraseExpiredLeads, type RetentionDays } from './eraseExpiredLeads'
import { sendLeadAlertIfDue } from './leadAlerts'
import {
  createQueueClient,
  type DeliveryJobData,
  LEAD_DELIVERY_QUEUE,
  LEAD_MONITOR_QUEUE,
  LEAD_RETENTION_QUEUE,
} from './leadQueue'
import { startQueueLoop } from './queueLoop'
import { requeueStrandedLeads } from './requeueStrandedLeads'
import { type BackupAlertOptions, sendBackupAlertIfDue } from '@/backups/sendBackupAlertIfDue'

export type LeadWorkerOptions = {
  providerUrl: string
  attemptTimeoutMs: number
  retry: RetrySchedule
  giveUpHours: number
  /**
   * How long a job may stay with one worker: a worker that died mid-delivery loses its job after
   * this (plus the next maintenance run) and another one takes it over.
   */
  leaseSeconds: number
  maintenanceSeconds: number
  pollMs: number
  /** Deliveries one worker makes at the same time. */
  batchSize: number
  /** Also runs the minute monitor and the hourly retention (cron jobs of pg-boss). */
  scheduled: boolean
  retention: RetentionDays
  alertAfterMinutes: number
  siteUrl: string
  /** With BACKUP_DIR: the minute monitor also alerts admins when backups fail or stop. */
  backups?: BackupAlertOptions
}

export function leadWorkerOptionsFromEnv(): LeadWorkerOptions {
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
    maintenanceSeconds: 10,
    // Each replica looks every second: a lead waits about half a second on average. Not woken
    // per stored lead: one fetch for several leads costs the busy replica fewer queries.
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
  }
}

export type LeadWorker = { stop: () => Promise<void> }

/** One line per kind of trouble and half minute, not one per poll during an outage. */
function errorReporter(): (error: unknown) => void {
  const lastLogged = new Map<string, number>()
  return (error) => {
    const message = error instanceof Error ? error.message : String(error)
    const now = Date.now()
    if (now - (lastLogged.get(message) ?? 0) < 30_000) return
    lastLogged.set(message, now)
    console.error(`[leads] Fronta poptávek: ${message}`)
  }
}

/**
 * The lead worker of this process (every replica runs one): delivery attempts from the queue,
 * and — in whichever replica pg-boss's cron hands them to — the minute monitor (stranded leads,
 * alert e-mail) and the hourly erasure of expired personal data.
 */
export async function startLeadWorker(
  overrides: Partial<LeadWorkerOptions> = {},
): Promise<LeadWorker> {
  const options = { ...leadWorkerOptionsFromEnv(), ...overrides }
  const report = errorReporter()
  const boss = createQueueClient({
    supervise: true,
    schedule: options.scheduled,
    maintenanceIntervalSeconds: options.maintenanceSeconds,
  })
  boss.on('error', report)
  await boss.start()
  await boss.updateQueue(LEAD_DELIVERY_QUEUE, {
    name: LEAD_DELIVERY_QUEUE,
    expireInSeconds: options.leaseSeconds,
    // Retries of one attempt's job after its worker died or lost the database; a lead whose job
    // runs out of them is queued again by the monitor.
    retryLimit: 10,
    retryDelay: 5,
    retryBackoff: true,
  })
  if (options.scheduled) {
    await boss.schedule(LEAD_MONITOR_QUEUE, '* * * * *')
    await boss.schedule(LEAD_RETENTION_QUEUE, '23 * * * *')
  }

  const transport = createTransport({
    baseUrl: options.providerUrl,
    timeoutMs: options.attemptTimeoutMs,
  })
  const delivery = startQueueLoop<DeliveryJobData>({
    boss,
    queue: LEAD_DELIVERY_QUEUE,
    batchSize: options.batchSize,
    pollMs: options.pollMs,
    handle: (job) =>
      deliverLead(job, { transport, retry: options.retry, giveUpHours: options.giveUpHours }),
    onError: report,
  })
  const loops = [delivery]
  if (options.scheduled) {
    loops.push(
      startQueueLoop({
        boss,
        queue: LEAD_MONITOR_QUEUE,
        batchSize: 1,
        pollMs: 5000,
        handle: async () => {
          const requeued = await requeueStrandedLeads()
          if (requeued > 0) console.warn(`[leads] ${requeued} poptávek znovu zařazeno do fronty`)
          await sendLeadAlertIfDue(options)
          if (options.backups) await sendBackupAlertIfDue(options.backups)
        },
        onError: report,
      }),
      startQueueLoop({
        boss,
        queue: LEAD_RETENTION_QUEUE,
        batchSize: 1,
        pollMs: 30_000,
        handle: async () => {
          const erased = await eraseExpiredLeads(options.retention)
          if (erased > 0) console.info(`[leads] Osobní údaje smazány u ${erased} poptávek`)
        },
        onError: report,
      }),
    )
  }
  return {
    stop: async () => {
      await Promise.all(loops.map((loop) => loop.stop()))
      await boss.stop({ graceful: false, wait: true, timeout: 5000 })
    },
  }
}

/**
 * Starts this process's worker without holding up the server: while the database is away (or
 * not yet migrated) it tries again every 10 s. Leads are stored meanwhile and wait for it.
 */
export function startLeadWorkerInBackground(): void {
  const attempt = () => {
    startLeadWorker().then(
      () => console.info('[leads] Fronta poptávek běží'),
      (error: unknown) => {
        console.error(
          `[leads] Fronta poptávek se nespustila (${error instanceof Error ? error.message : String(error)}), další pokus za 10 s`,
        )
        setTimeout(attempt, 10_000).unref()
      },
    )
  }
  attempt()
}
