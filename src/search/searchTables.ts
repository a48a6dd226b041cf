import { contentSchema } from '@/queue/queueDatabase'

import type { SqlClient } from './sqlClient'

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`

/** The search tables (migration 20261127_180000_search_index) in the content schema. */
export function searchTables() {
  const schema = quoted(contentSchema())
  return {
    schema,
    documents: `${schema}."search_documents"`,
    words: `${schema}."search_words"`,
    queries: `${schema}."search_queries"`,
    /** `search_fold(text)`: lower case through the `unaccent` extension (immutable wrapper). */
    fold: `${schema}."search_fold"`,
  }
}

let trigramSchema: Promise<string> | undefined

/**
 * The schema holding `pg_trgm` (its functions and the `%` operator are called qualified, so the
 * connection's search_path does not matter). Looked up once per process.
 */
export function trigramSchemaOf(db: SqlClient): Promise<string> {
  trigramSchema ??= db
    .query<{ schema: string }>(
      `SELECT n.nspname AS schema FROM pg_extension e
       JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'`,
    )
    .then((rows) => {
      if (!rows[0])
        throw new Error('The pg_trgm extension is missing: run the migrations (npm run migrate).')
      return quoted(rows[0].schema)
    })
    .catch((error: unknown) => {
      trigramSchema = undefined
      throw error
    })
  return trigramSchema
}
