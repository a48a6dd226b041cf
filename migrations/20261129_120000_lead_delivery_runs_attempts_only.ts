import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'
import { sql } from '@payloadcms/db-postgres'

import { queueSchemaOf } from './20261125_215741_leads_and_their_queue'

/**
 * The `lead-delivery` queue is created again with the `exclusive` policy: at most one waiting or
 * running job per singleton key, and a delivery job's key is its lead and attempt. pg-boss cannot
 * change the policy of a queue, so the queue is deleted and created anew by pg-boss 12's own
 * functions (20261127_141500_queue_on_pg_boss_12). Only the policy is set here: the queue's other
 * settings (no retries, the lease) are src/leads/leadQueue.ts's, written by every worker at its
 * start; jobs queued before that take pg-boss's defaults (a retry of an attempt's job is the same
 * attempt under the same key, so nothing is sent twice by it).
 *
 * The waiting, retrying and running jobs are carried over with their keys (a running one belonged
 * to a worker of the previous release, stopped by now: it is due at once, and deliverLead's
 * attempt guard keeps a job whose attempt was recorded from sending). During the rolling deploy
 * the previous release queues jobs without a key, of which this queue keeps one at a time: a
 * lead left without a job is pending and due in the leads table, where the worker's minute job
 * lead-requeue-stranded finds it and queues its attempt.
 *
 * Plain SQL frozen here; nothing of the application is imported.
 */
/**
 * Deletes `lead-delivery`, creates it with `options`, and puts its waiting, retrying and running
 * jobs back (a running one due at once), with `singletonKey` (SQL over the moved row `m`) as key.
 */
function recreateLeadDeliveryQueue(schema: string, options: object, singletonKey: string) {
  return sql.raw(`
    CREATE TEMP TABLE lead_delivery_moving ON COMMIT DROP AS
      SELECT id, priority, data, created_on,
        CASE WHEN state = 'active' THEN now() ELSE start_after END AS start_after
      FROM ${schema}.job
      WHERE name = 'lead-delivery' AND state IN ('created', 'retry', 'active');
    SELECT ${schema}.delete_queue('lead-delivery');
    SELECT ${schema}.create_queue('lead-delivery', '${JSON.stringify(options)}'::jsonb);
    INSERT INTO ${schema}.job (id, name, priority, data, state, retry_limit, retry_count,
      retry_delay, retry_backoff, retry_delay_max, expire_seconds, deletion_seconds, policy,
      singleton_key, start_after, created_on, keep_until)
    SELECT m.id, q.name, m.priority, m.data, 'created', q.retry_limit, 0,
      q.retry_delay, q.retry_backoff, q.retry_delay_max, q.expire_seconds, q.deletion_seconds,
      q.policy, ${singletonKey}, m.start_after, m.created_on,
      m.start_after + q.retention_seconds * interval '1 second'
    FROM lead_delivery_moving m
    JOIN ${schema}.queue q ON q.name = 'lead-delivery'
    ORDER BY m.created_on
    ON CONFLICT DO NOTHING;`)
}

export async function up({ db, payload }: MigrateUpArgs): Promise<void> {
  await db.execute(
    recreateLeadDeliveryQueue(
      queueSchemaOf(payload),
      { policy: 'exclusive' },
      `(m.data->>'leadId') || ':' || (m.data->>'attempt')`,
    ),
  )
}

/** Back to the standard queue of 20261127_141500_queue_on_pg_boss_12 and its retries. */
export async function down({ db, payload }: MigrateDownArgs): Promise<void> {
  const previous = {
    policy: 'standard',
    retryLimit: 10,
    retryDelay: 5,
    retryBackoff: true,
    expireInSeconds: 30,
  }
  await db.execute(recreateLeadDeliveryQueue(queueSchemaOf(payload), previous, 'NULL'))
}
