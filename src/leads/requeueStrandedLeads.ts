import { inTransaction, queueSchema, workerPool } from '@/queue/queueDatabase'

import { enqueueDelivery, LEAD_DELIVERY_QUEUE } from './leadQueue'
import { leadsTable } from './leadsTable'

/**
 * A pending lead always has a live job, except when an attempt's job gave up inside pg-boss
 * (its worker died or the database failed under it more often than the job's retry limit):
 * such a lead gets the job of its next attempt again. Runs every minute (the lead-requeue-stranded job);
 * returns how many leads it put back.
 */
export async function requeueStrandedLeads(quietSeconds = 120): Promise<number> {
  const { rows } = await workerPool().query<{ id: number }>(
    `SELECT l.id FROM ${leadsTable()} l
     WHERE l.status = 'pending' AND l.updated_at < now() - make_interval(secs => $2)
       AND NOT EXISTS (
         SELECT 1 FROM ${queueSchema()}.job j
         WHERE j.name = $1 AND j.state IN ('created', 'retry', 'active') AND j.data->>'leadId' = l.id::text)
     ORDER BY l.id LIMIT 500`,
    [LEAD_DELIVERY_QUEUE, quietSeconds],
  )
  let requeued = 0
  for (const { id } of rows) {
    await inTransaction(async (client) => {
      const locked = await client.query<{ attempts: string }>(
        `SELECT attempts FROM ${leadsTable()} WHERE id = $1 AND status = 'pending'
         FOR UPDATE SKIP LOCKED`,
        [id],
      )
      const lead = locked.rows[0]
      if (!lead) return
      await client.query(
        `UPDATE ${leadsTable()} SET next_attempt_at = now(), updated_at = now() WHERE id = $1`,
        [id],
      )
      await enqueueDelivery(client, Number(id), Number(lead.attempts) + 1)
      requeued += 1
    }, workerPool())
  }
  return requeued
}
