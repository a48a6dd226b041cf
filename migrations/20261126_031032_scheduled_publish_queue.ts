import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { queueSchemaOf } from './20261125_215741_leads_and_their_queue'

/**
 * The pg-boss 10 queue that ran Payload's scheduled publications. "stately": one waiting job per
 * payload job (singleton key), so a repeated send is harmless. 20261127_141500_queue_on_pg_boss_12
 * leaves it behind: scheduled publishing runs on Payload's own job runner since.
 */
const QUEUE = 'scheduled-publish'
const OPTIONS = { policy: 'stately', retryLimit: 5, retryDelay: 1, retryBackoff: true, expireInSeconds: 60 }

export async function up({ db, payload }: MigrateUpArgs): Promise<void> {
  await db.execute(
    sql`SELECT ${sql.raw(queueSchemaOf(payload))}.create_queue(${QUEUE}, ${JSON.stringify(OPTIONS)}::json)`,
  )
}

export async function down({ db, payload }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`SELECT ${sql.raw(queueSchemaOf(payload))}.delete_queue(${QUEUE})`)
}
