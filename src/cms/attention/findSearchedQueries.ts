import type { Payload } from 'payload'

import { isStaffUser } from '@/lib/auth/isStaffUser'
import { postgresAdapterOf } from '@/lib/db/postgresAdapter'
import type { User } from '@/payload-types'
import { searchedQueries, type SearchedQuery } from '@/search/searchQueryLog'
import { drizzleSqlClient } from '@/search/sqlClient'

/** Days the dashboard looks back. */
export const SEARCHED_DAYS = 30

/**
 * What visitors searched on the site in the last 30 days: the most frequent queries and those
 * that found nothing, as counts. No personal data is in the log, so every staff member sees it;
 * anyone else gets null.
 */
export async function findSearchedQueries(
  payload: Payload,
  user: Pick<User, 'collection' | 'roles'> | null,
): Promise<{ top: SearchedQuery[]; nothingFound: SearchedQuery[] } | null> {
  if (!isStaffUser(user)) return null
  return searchedQueries(drizzleSqlClient(postgresAdapterOf(payload).drizzle), {
    days: SEARCHED_DAYS,
    limit: 10,
  })
}
