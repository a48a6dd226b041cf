import config from '@payload-config'
import { getPayload } from 'payload'

import { postgresAdapterOf } from '@/lib/db/postgresAdapter'
import { drizzleSqlClient, type SqlClient } from '@/search/sqlClient'

/** The search index as the site reads it: over Payload's own connection pool. */
export async function searchDatabase(): Promise<SqlClient> {
  const payload = await getPayload({ config })
  return drizzleSqlClient(postgresAdapterOf(payload).drizzle)
}
