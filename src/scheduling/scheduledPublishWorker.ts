import type { Payload } from 'payload'

import { createQueueClient } from '@/queue/queueClient'
import { canExpireOutsideRequest } from '@/lib/cache/expireTags'
import { startQueueLoop } from '@/queue/queueLoop'

import { runScheduledPublish } from './runScheduledPublish'
import { SCHEDULED_PUBLISH_QUEUE, type ScheduledPublishJobData } from './scheduledPublishQueue'

export type ScheduledPublishWorkerOptions = {
  /** The Local API to publish with (the app's own by default). */
  payload?: Payload
  /** pg-boss's minimum; with the site's cache purge a publish is live within a second of its time. */
  pollMs: number
}

export type ScheduledPublishWorker = { stop: () => Promise<void> }

/**
 * The Payload the app's routes made, once they have (Payload keeps it in `globalThis._payload`).
 * Never one of its own: this code runs from the instrumentation bundle, which has its own copy of
 * Payload's classes; an instance made here would be the one every route then gets from that
 * cache, and the routes' error handling would no longer recognise its errors (REST validation
 * errors lost their field messages: tests/e2e/marketerPages.spec.ts).
 */
function routesPayload(): Payload | null {
  const cache = (globalThis as { _payload?: Map<string, { payload?: Payload | null }> })._payload
  return cache?.get('default')?.payload ?? null
}

/**
 * This process's runner of scheduled publications (every replica runs one): takes due jobs of
 * the `scheduled-publish` queue and runs each one's payload job. Payload's own job runner never
 * runs (no `jobs.autoRun`); pg-boss hands each job to one replica.
 */
export async function startScheduledPublishWorker(
  options: Partial<ScheduledPublishWorkerOptions> = {},
): Promise<ScheduledPublishWorker> {
  const boss = createQueueClient()
  const report = (error: unknown) =>
    console.error(
      `[zveřejnění] Fronta naplánovaných zveřejnění: ${error instanceof Error ? error.message : String(error)}`,
    )
  boss.on('error', report)
  await boss.start()
  const loop = startQueueLoop<ScheduledPublishJobData>({
    boss,
    queue: SCHEDULED_PUBLISH_QUEUE,
    batchSize: 5,
    pollMs: options.pollMs ?? 500,
    handle: async (job) => {
      // A publish must expire the cached page (Redis, HTTP cache) of every replica, with the
      // routes' Payload; until this server has both, the job goes back to pg-boss and comes
      // again in a second.
      const payload = options.payload ?? routesPayload()
      if (!payload || !canExpireOutsideRequest()) {
        throw new Error('server zatím neobsloužil první požadavek')
      }
      return runScheduledPublish(payload, job)
    },
    onError: report,
  })
  return {
    stop: async () => {
      await loop.stop(0)
      await boss.stop({ graceful: false, timeout: 5000 })
    },
  }
}

/** Like the lead worker: never holds up the server; tries again every 10 s while it cannot start. */
export function startScheduledPublishWorkerInBackground(): void {
  const attempt = () => {
    startScheduledPublishWorker().then(
      () => console.info('[zveřejnění] Fronta naplánovaných zveřejnění běží'),
      (error: unknown) => {
        console.error(
          `[zveřejnění] Fronta naplánovaných zveřejnění se nespustila (${error instanceof Error ? error.message : String(error)}), další pokus za 10 s`,
        )
        setTimeout(attempt, 10_000).unref()
      },
    )
  }
  attempt()
}
