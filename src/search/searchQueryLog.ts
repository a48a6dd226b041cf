import { looksLikeJunk } from '@/search/query/looksLikeJunk'
import { looksPersonal } from '@/search/query/looksPersonal'
import { normaliseSearchQuery } from '@/search/query/normaliseSearchQuery'

import type { SqlClient } from './sqlClient'
import { searchTables } from './searchTables'

/** Days the search log keeps (the hourly retention job removes older days). */
export const SEARCH_LOG_RETENTION_DAYS = 90

/** The calendar day in Prague, as the dashboard counts. */
const PRAGUE_DAY = `(now() AT TIME ZONE 'Europe/Prague')::date`

/**
 * How a query is logged: normalised and in lower case; null when it must not be stored (personal
 * data, or junk that is no visitor's question).
 */
export function loggedQuery(query: string): string | null {
  const normalised = normaliseSearchQuery(query).toLocaleLowerCase('cs')
  if (normalised.length < 2 || looksPersonal(normalised) || looksLikeJunk(normalised)) return null
  return normalised
}

/**
 * Counts one search of a query in today's row: no address, no session, no time of day, and
 * nothing that looks like an e-mail address, a phone number or junk (dropped before storing).
 * `foundNothing` keeps whether the latest search of the day found nothing.
 */
export async function logSearchQuery(
  db: SqlClient,
  query: string,
  foundNothing: boolean,
): Promise<void> {
  const logged = loggedQuery(query)
  if (!logged) return
  await db.query(
    `INSERT INTO ${searchTables().queries} (day, query, searches, found_nothing)
     VALUES (${PRAGUE_DAY}, $1, 1, $2)
     ON CONFLICT (day, query) DO UPDATE SET searches = ${searchTables().queries}.searches + 1,
       found_nothing = EXCLUDED.found_nothing`,
    [logged, foundNothing],
  )
}

/** Removes log days older than `days`; returns how many rows went. */
export async function eraseOldSearchQueries(
  db: SqlClient,
  days = SEARCH_LOG_RETENTION_DAYS,
): Promise<number> {
  const rows = await db.query(
    `DELETE FROM ${searchTables().queries} WHERE day < ${PRAGUE_DAY} - $1::int RETURNING day`,
    [days],
  )
  return rows.length
}

export type SearchedQuery = { query: string; searches: number }

/**
 * What visitors searched in the last `days` days: the most frequent queries, and the queries
 * whose latest search found nothing (most searched first).
 */
export async function searchedQueries(
  db: SqlClient,
  { days = 30, limit = 10 }: { days?: number; limit?: number } = {},
): Promise<{ top: SearchedQuery[]; nothingFound: SearchedQuery[] }> {
  const table = searchTables().queries
  const top = await db.query<{ query: string; searches: string }>(
    `SELECT query, sum(searches) AS searches FROM ${table}
     WHERE day > ${PRAGUE_DAY} - $1::int GROUP BY query
     ORDER BY sum(searches) DESC, query LIMIT $2`,
    [days, limit],
  )
  const nothingFound = await db.query<{ query: string; searches: string }>(
    `SELECT query, sum(searches) AS searches FROM ${table}
     WHERE day > ${PRAGUE_DAY} - $1::int GROUP BY query
     HAVING bool_or(found_nothing) AND (array_agg(found_nothing ORDER BY day DESC))[1]
     ORDER BY sum(searches) DESC, query LIMIT $2`,
    [days, limit],
  )
  const counted = (rows: Array<{ query: string; searches: string }>) =>
    rows.map((row) => ({ query: row.query, searches: Number(row.searches) }))
  return { top: counted(top), nothingFound: counted(nothingFound) }
}
