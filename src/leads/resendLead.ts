import { inTransaction } from '@/queue/queueDatabase'

import { enqueueDelivery } from './leadQueue'
import { leadsTable } from './leadsTable'

/**
 * "Odeslat znovu" of the admin: a failed lead becomes pending again with the job of its next
 * attempt, in one transaction. It keeps its delivery id (Idempotency-Key): if the provider did
 * take an earlier attempt, it can tell. False when the lead is not (or no longer) failed.
 */
export async function resendLead(id: number): Promise<boolean> {
  return inTransaction(async (client) => {
    const { rows } = await client.query<{ attempts: string; next_attempt_at: Date }>(
      `UPDATE ${leadsTable()} SET status = 'pending', failed_at = NULL, next_attempt_at = now(),
         updated_at = now()
       WHERE id = $1 AND status = 'failed' AND erased_at IS NULL
       RETURNING attempts, next_attempt_at`,
      [id],
    )
    const lead = rows[0]
    if (!lead) return false
    await enqueueDelivery(client, id, Number(lead.attempts) + 1, lead.next_attempt_at)
    return true
  })
}
