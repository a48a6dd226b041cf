import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The search's GIN indexes without a pending list (`fastupdate = off`). With it, new entries
 * wait in an unsorted list (up to 4 MB) that every query reads whole until a vacuum or an
 * overflowing insert merges it: right after a provider sync a query cost ~4× its CPU
 * (bench:search: 36 against 8.6 ms on 2,000 documents), and the insert that overflows merges
 * megabytes at once, a burst beside the pages being served. Without it each write updates the
 * index itself, evenly. What waits in the lists now is merged once here.
 *
 * Plain SQL frozen here; nothing of the application is imported.
 */
const INDEXES = [
  'search_documents_tsv_idx',
  'search_documents_head_tsv_idx',
  'search_documents_title_trgm_idx',
  'search_words_trgm_idx',
]

const contentSchemaOf = (payload: MigrateUpArgs['payload']) =>
  (payload.db as { schemaName?: string }).schemaName || 'public'

export async function up({ db, payload }: MigrateUpArgs): Promise<void> {
  const schema = `"${contentSchemaOf(payload)}"`
  for (const index of INDEXES) {
    await db.execute(
      sql.raw(`
  ALTER INDEX ${schema}.${index} SET (fastupdate = off);
  SELECT gin_clean_pending_list('${schema}.${index}'::regclass);`),
    )
  }
}

export async function down({ db, payload }: MigrateDownArgs): Promise<void> {
  const schema = `"${contentSchemaOf(payload)}"`
  for (const index of INDEXES) {
    await db.execute(sql.raw(`ALTER INDEX ${schema}.${index} RESET (fastupdate);`))
  }
}
