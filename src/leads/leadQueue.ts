import type { PgBoss } from 'pg-boss'

import { onConnection, queueSender } from '@/queue/queueClient'
import type { Queryable } from '@/queue/queueDatabase'

/** One delivery attempt of one lead: `{ leadId, attempt }`. */
export const LEAD_DELIVERY_QUEUE = 'lead-delivery'
/** Every hour: personal data of old leads erased (eraseExpiredLeads.ts). */
export const LEAD_RETENTION_QUEUE = 'lead-retention'
/** Every minute: pending leads whose attempt has no job any more get one (requeueStrandedLeads.ts). */
export const LEAD_REQUEUE_QUEUE = 'lead-requeue-stranded'
/** Every minute: the e-mail about leads that need people (leadAlerts.ts). */
export const LEAD_ALERTS_QUEUE = 'lead-alerts'

export type DeliveryJobData = { leadId: number; attempt: number }

/**
 * The delivery queue's policy: at most one waiting or running job per singleton key, and every
 * job's key is its lead and attempt, so queueing an attempt that already has a live job does
 * nothing. Set when the queue is created (migration 20261129_120000_lead_delivery_runs_attempts_only):
 * pg-boss cannot change a queue's policy afterwards.
 */
export const DELIVERY_QUEUE_POLICY = 'exclusive'

/**
 * The delivery queue's settings, declared here only and written by every worker at its start (a
 * job takes them when it is queued). pg-boss never retries an attempt: the leads table says when
 * the next one is due (deliverLead.ts) and a job that ends without an outcome (its worker died,
 * the database failed under it) is queued again from the table (requeueStrandedLeads.ts). The
 * lease follows the worker's attempt timeout: a job stays with its worker this long.
 */
export async function applyDeliveryQueueSettings(boss: PgBoss, leaseSeconds: number) {
  const queue = await boss.getQueue(LEAD_DELIVERY_QUEUE)
  if (queue?.policy !== DELIVERY_QUEUE_POLICY) {
    throw new Error(
      `Queue ${LEAD_DELIVERY_QUEUE} does not have the policy ${DELIVERY_QUEUE_POLICY} (${queue?.policy ?? 'none'}): run the migrations.`,
    )
  }
  await boss.updateQueue(LEAD_DELIVERY_QUEUE, { retryLimit: 0, expireInSeconds: leaseSeconds })
}

/**
 * Queues attempt `attempt` of a lead, due at `startAfter` (the lead's `next_attempt_at`), on `db`:
 * a connection inside the caller's transaction, so the lead's row and its job are committed
 * together or not at all. False when that attempt has a waiting or running job already.
 */
export async function enqueueDelivery(
  db: Queryable,
  leadId: number,
  attempt: number,
  startAfter: Date,
): Promise<boolean> {
  const data: DeliveryJobData = { leadId, attempt }
  const id = await queueSender().send(LEAD_DELIVERY_QUEUE, data, {
    singletonKey: `${leadId}:${attempt}`,
    startAfter,
    db: onConnection(db),
  })
  return id !== null
}
