import PgBoss from 'pg-boss'

import { queueSchema, type Queryable, workerPool } from './leadDatabase'

/** One delivery attempt of one lead: `{ leadId, attempt }`. */
export const LEAD_DELIVERY_QUEUE = 'lead-delivery'
/** Every minute: stranded leads back on the queue, alert e-mails (leadMonitor.ts). */
export const LEAD_MONITOR_QUEUE = 'lead-monitor'
/** Every hour: personal data of old leads erased (eraseExpiredLeads.ts). */
export const LEAD_RETENTION_QUEUE = 'lead-retention'

export type DeliveryJobData = { leadId: number; attempt: number }

/** pg-boss over the worker's pool; `migrate: false`: its schema comes from our migrations. */
export function createQueueClient(options: Partial<PgBoss.ConstructorOptions> = {}): PgBoss {
  return new PgBoss({
    db: { executeSql: (text, values) => workerPool().query(text, values) },
    schema: queueSchema(),
    migrate: false,
    supervise: false,
    schedule: false,
    ...options,
  })
}

let sender: PgBoss | undefined

/** A pg-boss that is never started: it only inserts jobs, inside the caller's transaction. */
function queueSender(): PgBoss {
  sender ??= createQueueClient()
  return sender
}

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
    db: { executeSql: (text, values) => db.query(text, values) },
  })
}
