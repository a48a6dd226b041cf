import type { Payload } from 'payload'

import { postgresAdapterOf } from '@/lib/db/postgresAdapter'
import { createTransport } from '@/provider/transport'
import { seed } from '@/seed'
import { reindexCmsSearch } from '@/search/reindexCmsSearch'
import { pgSqlClient, type SqlClient } from '@/search/sqlClient'
import { syncProviderSearchIndex } from '@/search/syncProviderSearchIndex'

/** Payload's database as the site's search reads it (src/search/searchDatabase.ts). */
export const searchSql = (payload: Payload): SqlClient =>
  pgSqlClient(postgresAdapterOf(payload).pool)

/**
 * The index as a deployed site has it: the seeded CMS content (the seed's saves index it through
 * the hooks; the rebuild adds what an earlier test file published), and the sandbox's provider
 * lists through the sync job's function.
 */
export async function buildSearchIndex(payload: Payload, sandboxUrl: string) {
  await seed(payload)
  const cms = await reindexCmsSearch(payload)
  const provider = await syncProviderSearchIndex(
    searchSql(payload),
    createTransport({ baseUrl: sandboxUrl, timeoutMs: 5000 }),
  )
  return { cms, provider }
}
