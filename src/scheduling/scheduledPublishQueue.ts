import type { PgBoss } from 'pg-boss'

import { contentSchema, queueSchema, workerPool } from '@/queue/queueDatabase'
import { createQueueClient } from '@/queue/queueClient'

/**
 * Payload's `schedulePublish` jobs (the `payload-jobs` collection) are run by pg-boss, the one
 * queue of the project: each one gets a pg-boss job on this queue, due at its `waitUntil`.
 */
export const SCHEDULED_PUBLISH_QUEUE = 'scheduled-publish'

/** `{ payloadJobId }`, plus what it publishes so that deleting a page can cancel its jobs. */
export type ScheduledPublishJobData = {
  payloadJobId: number
  /** ISO time of the publication: the worker holds the job until then. */
  runAt?: string
  collection?: string
  docId?: string
  global?: string
}

export type ScheduleTarget = { collection?: string; docId?: string; global?: string }

/** `"schema"."payload_jobs"`: Payload's jobs collection. */
export function payloadJobsTable(): string {
  return `"${contentSchema()}"."payload_jobs"`
}

/**
 * A worker takes the job this much before its time and holds it until the time itself: the poll
 * interval then costs nothing, and the publish starts at its second, not up to a poll later.
 */
export const EARLY_PICKUP_MS = 2000

let sender: PgBoss | undefined

function queueSender(): PgBoss {
  sender ??= createQueueClient()
  return sender
}

/**
 * Sends the pg-boss job of one payload job. The singleton key (the payload job's id) on a
 * "stately" queue keeps one waiting job per payload job, so a repeated send is harmless.
 */
export async function sendScheduledPublish(
  payloadJobId: number,
  waitUntil: Date,
  target: ScheduleTarget,
): Promise<string | null> {
  const data: ScheduledPublishJobData = { payloadJobId, runAt: waitUntil.toISOString(), ...target }
  return queueSender().send(SCHEDULED_PUBLISH_QUEUE, data, {
    startAfter: new Date(waitUntil.getTime() - EARLY_PICKUP_MS),
    singletonKey: String(payloadJobId),
  })
}

/**
 * Sends the job once the payload job is visible to other connections, i.e. once the Payload
 * transaction that created it has committed (Payload has no after-commit hook): a worker that
 * took the job earlier would find nothing to run. A payload job that never appears (rolled back)
 * gets no job; a process that dies meanwhile leaves it to the minute monitor.
 */
export async function sendScheduledPublishWhenCommitted(
  payloadJobId: number,
  waitUntil: Date,
  target: ScheduleTarget,
  timeoutMs = 30_000,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const { rowCount } = await workerPool().query(
      `SELECT 1 FROM ${payloadJobsTable()} WHERE id = $1`,
      [payloadJobId],
    )
    if (rowCount) {
      await sendScheduledPublish(payloadJobId, waitUntil, target)
      return true
    }
    if (Date.now() > deadline) return false
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

/** Cancels the waiting pg-boss jobs of a deleted document (Payload deletes its payload jobs). */
export async function cancelScheduledPublishOf(collection: string, docId: string): Promise<number> {
  const { rowCount } = await workerPool().query(
    `UPDATE ${queueSchema()}.job SET state = 'cancelled', completed_on = now()
     WHERE name = $1 AND state < 'active'
       AND data->>'collection' = $2 AND data->>'docId' = $3`,
    [SCHEDULED_PUBLISH_QUEUE, collection, docId],
  )
  return rowCount ?? 0
}
