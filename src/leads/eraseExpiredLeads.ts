import { workerPool } from '@/queue/queueDatabase'

import { leadsTable } from './leadsTable'
import { ERASED_LEAD_TITLE } from './leadTitle'

export type RetentionDays = { deliveredDays: number; failedDays: number }

/**
 * GDPR: the visitor's data of a delivered lead is erased `deliveredDays` after delivery, of a
 * failed one `failedDays` after it failed (time to resend it). The row keeps its form kind, page,
 * times, status and attempt log for statistics; its title (the visitor's name) becomes
 * ERASED_LEAD_TITLE and its folded search text (leadSearchText.ts) goes too. A lead erased by a
 * release that did not yet name leads after the visitor or keep a search text (during a rolling
 * deploy) gets its title replaced and search text emptied on the next run too. Runs every hour;
 * returns how many it erased.
 */
export async function eraseExpiredLeads(retention: RetentionDays): Promise<number> {
  const { rowCount } = await workerPool().query(
    `UPDATE ${leadsTable()} SET first_name = NULL, last_name = NULL, email = NULL, phone = NULL,
       text = NULL, source = NULL, search_text = NULL, title = $3,
       erased_at = coalesce(erased_at, now()), updated_at = now()
     WHERE (erased_at IS NULL AND (
       (status = 'delivered' AND delivered_at < now() - make_interval(secs => $1)) OR
       (status = 'failed' AND failed_at < now() - make_interval(secs => $2))))
       OR (erased_at IS NOT NULL AND (title IS DISTINCT FROM $3 OR search_text IS NOT NULL))`,
    [retention.deliveredDays * 86_400, retention.failedDays * 86_400, ERASED_LEAD_TITLE],
  )
  return rowCount ?? 0
}
