import config from '@payload-config'
import { getPayload } from 'payload'

import { postgresAdapterOf } from '@/lib/db/postgresAdapter'
import { pgSqlClient, type SqlClient } from '@/search/sqlClient'

/**
 * The search index as the site reads it: over Payload's own connection pool, its statements
 * prepared once on each connection (node-postgres; Drizzle cannot name a statement).
 */
export async function searchDatabase(): Promise<SqlClient> {
  const payload = await getPayload({ config })
  return pgSqlClient(postgresAdapterOf(payload).pool)
}
