import { queueSchema, workerPool } from '@/queue/queueDatabase'

import {
  payloadJobsTable,
  SCHEDULED_PUBLISH_QUEUE,
  sendScheduledPublish,
} from './scheduledPublishQueue'

type StrandedJob = {
  id: number
  wait_until: Date | null
  collection: string | null
  doc_id: string | null
  global: string | null
}

/**
 * A pending scheduled publication always has a waiting pg-boss job, except when sending it
 * failed (the database was away, the process died right after the save) or its pg-boss job gave
 * up: such a payload job gets its job again, due at its own time (at once when that is past).
 * Runs every minute with the lead monitor; returns how many it sent.
 */
export async function requeueStrandedSchedules(quietSeconds = 30): Promise<number> {
  // Claimed by a worker that died before Payload recorded the outcome (a run takes seconds).
  await workerPool().query(
    `UPDATE ${payloadJobsTable()} SET processing = false
     WHERE task_slug = 'schedulePublish' AND processing = true AND completed_at IS NULL
       AND has_error IS NOT TRUE AND updated_at < now() - interval '5 minutes'`,
  )
  const { rows } = await workerPool().query<StrandedJob>(
    `SELECT p.id, p.wait_until, p.input->'doc'->>'relationTo' AS collection,
            p.input->'doc'->>'value' AS doc_id, p.input->>'global' AS global
     FROM ${payloadJobsTable()} p
     WHERE p.task_slug = 'schedulePublish' AND p.completed_at IS NULL
       AND p.has_error IS NOT TRUE AND p.processing = false
       AND p.created_at < now() - make_interval(secs => $2)
       AND NOT EXISTS (
         SELECT 1 FROM ${queueSchema()}.job j
         WHERE j.name = $1 AND j.state < 'completed' AND j.singleton_key = p.id::text)
     ORDER BY p.id LIMIT 500`,
    [SCHEDULED_PUBLISH_QUEUE, quietSeconds],
  )
  let sent = 0
  for (const row of rows) {
    const id = await sendScheduledPublish(row.id, row.wait_until ?? new Date(), {
      collection: row.collection ?? undefined,
      docId: row.doc_id ?? undefined,
      global: row.global ?? undefined,
    })
    if (id) sent += 1
  }
  return sent
}
