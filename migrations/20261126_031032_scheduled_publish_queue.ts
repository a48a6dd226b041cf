import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { queueSchema } from '../src/leads/leadDatabase'

/**
 * The pg-boss queue that runs Payload's scheduled publications (src/scheduling/). The app starts
 * pg-boss with `migrate: false`, so its queues come from migrations, like the lead queues.
 * "stately": one waiting job per payload job (singleton key), so a repeated send is harmless.
 */
const QUEUE = 'scheduled-publish'
const OPTIONS = { policy: 'stately', retryLimit: 5, retryDelay: 1, retryBackoff: true, expireInSeconds: 60 }

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(
    sql`SELECT ${sql.raw(queueSchema())}.create_queue(${QUEUE}, ${JSON.stringify(OPTIONS)}::json)`,
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`SELECT ${sql.raw(queueSchema())}.delete_queue(${QUEUE})`)
}
