import { workerPool } from '@/queue/queueDatabase'

import { leadsTable } from './leadsTable'

export type RetentionDays = { deliveredDays: number; failedDays: number }

/**
 * GDPR: the visitor's data of a delivered lead is erased `deliveredDays` after delivery, of a
 * failed one `failedDays` after it failed (time to resend it). The row keeps its form kind, page,
 * times, status and attempt log for statistics. Runs every hour; returns how many it erased.
 */
export async function eraseExpiredLeads(retention: RetentionDays): Promise<number> {
  const { rowCount } = await workerPool().query(
    `UPDATE ${leadsTable()} SET first_name = NULL, last_name = NULL, email = NULL, phone = NULL,
       text = NULL, source = NULL, erased_at = now(), updated_at = now()
     WHERE erased_at IS NULL AND (
       (status = 'delivered' AND delivered_at < now() - make_interval(secs => $1)) OR
       (status = 'failed' AND failed_at < now() - make_interval(secs => $2)))`,
    [retention.deliveredDays * 86_400, retention.failedDays * 86_400],
  )
  return rowCount ?? 0
}
