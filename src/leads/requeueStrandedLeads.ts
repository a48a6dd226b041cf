import { inTransaction, workerPool } from '@/queue/queueDatabase'

import { enqueueDelivery } from './leadQueue'
import { leadsTable } from './leadsTable'

/**
 * A pending lead has the job of its next attempt, queued with the row, until that job ends
 * without recording an outcome: its worker died and pg-boss's lease ran out, or the database
 * failed under it (pg-boss never retries a delivery job). Such a lead is found in the leads table
 * alone — pending, its next attempt due `overdueSeconds` ago — and its attempt is queued again.
 * A lead whose attempt still has a waiting or running job is left as it is: the delivery queue
 * keeps one live job per lead and attempt (leadQueue.ts), so queueing it again does nothing.
 * Runs every minute (the lead-requeue-stranded job); returns how many leads got a job again.
 */
export async function requeueStrandedLeads(overdueSeconds = 30): Promise<number> {
  const { rows } = await workerPool().query<{ id: number }>(
    `SELECT id FROM ${leadsTable()}
     WHERE status = 'pending' AND next_attempt_at < now() - make_interval(secs => $1)
     ORDER BY next_attempt_at LIMIT 500`,
    [overdueSeconds],
  )
  let requeued = 0
  for (const { id } of rows) {
    await inTransaction(async (client) => {
      // a worker recording this lead's attempt right now holds the row: it is not stranded
      const locked = await client.query<{ attempts: string; next_attempt_at: Date }>(
        `SELECT attempts, next_attempt_at FROM ${leadsTable()} WHERE id = $1 AND status = 'pending'
         FOR UPDATE SKIP LOCKED`,
        [id],
      )
      const lead = locked.rows[0]
      if (!lead) return
      // due at its (past) time, i.e. at once; nothing when the attempt's job is still there
      const queued = await enqueueDelivery(
        client,
        Number(id),
        Number(lead.attempts) + 1,
        lead.next_attempt_at,
      )
      if (!queued) return
      await client.query(
        `UPDATE ${leadsTable()} SET next_attempt_at = now(), updated_at = now() WHERE id = $1`,
        [id],
      )
      requeued += 1
    }, workerPool())
  }
  return requeued
}
