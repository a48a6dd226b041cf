import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Narrow rows for the search's scan of its matches (bench:search):
 *
 * - A GIN index on `head_tsv` (title and summary): which matches are ranked is now found through
 *   it, no longer by testing every match's `head_tsv` in the row.
 * - So `head_tsv` no longer has to stay in the row (STORAGE MAIN kept it there, ~0.8 KB of a
 *   ~1.1 KB row): EXTENDED lets it go to TOAST with the other long columns, and the scan of
 *   thousands of matches (id, kind, published_at) reads a fraction of the pages.
 * - The existing rows are rewritten once so that they are stored that way too.
 *
 * Plain SQL frozen here; nothing of the application is imported.
 */
const contentSchemaOf = (payload: MigrateUpArgs['payload']) =>
  (payload.db as { schemaName?: string }).schemaName || 'public'

export async function up({ db, payload }: MigrateUpArgs): Promise<void> {
  const schema = `"${contentSchemaOf(payload)}"`
  await db.execute(
    sql.raw(`
  CREATE INDEX search_documents_head_tsv_idx ON ${schema}.search_documents USING gin (head_tsv);
  ALTER TABLE ${schema}.search_documents ALTER COLUMN head_tsv SET STORAGE EXTENDED;
  UPDATE ${schema}.search_documents SET updated_at = updated_at;`),
  )
}

export async function down({ db, payload }: MigrateDownArgs): Promise<void> {
  const schema = `"${contentSchemaOf(payload)}"`
  await db.execute(
    sql.raw(`
  DROP INDEX ${schema}.search_documents_head_tsv_idx;
  ALTER TABLE ${schema}.search_documents ALTER COLUMN head_tsv SET STORAGE MAIN;`),
  )
}
