import { onConnection, queueSender } from '@/queue/queueClient'
import type { Queryable } from '@/queue/queueDatabase'

/** One delivery attempt of one lead: `{ leadId, attempt }`. */
export const LEAD_DELIVERY_QUEUE = 'lead-delivery'
/** Every hour: personal data of old leads erased (eraseExpiredLeads.ts). */
export const LEAD_RETENTION_QUEUE = 'lead-retention'
/** Every minute: leads whose job gave up inside pg-boss queued again (requeueStrandedLeads.ts). */
export const LEAD_REQUEUE_QUEUE = 'lead-requeue-stranded'
/** Every minute: the e-mail about leads that need people (leadAlerts.ts). */
export const LEAD_ALERTS_QUEUE = 'lead-alerts'

export type DeliveryJobData = { leadId: number; attempt: number }

/**
 * Queues attempt `attempt` of a lead on `db` (a connection inside the caller's transaction, so
 * the lead's row and its job are committed together or not at all).
 */
export async function enqueueDelivery(
  db: Queryable,
  leadId: number,
  attempt: number,
  startAfterSeconds = 0,
): Promise<void> {
  const data: DeliveryJobData = { leadId, attempt }
  await queueSender().send(LEAD_DELIVERY_QUEUE, data, {
    startAfter: Math.max(0, Math.round(startAfterSeconds)),
    db: onConnection(db),
  })
}
