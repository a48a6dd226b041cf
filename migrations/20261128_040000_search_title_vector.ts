import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The title's own tsvector, kept in the row (bench:search): ranking asks of each match in title
 * or summary whether the title has the query's words. On `head_tsv` (TOAST, ~0.8 KB) that cost
 * ~7 µs a row to read; `title_tsv` is ~150 bytes, STORAGE MAIN keeps it in the row.
 * Adding a stored generated column rewrites the table once.
 *
 * Plain SQL frozen here; nothing of the application is imported.
 */
const contentSchemaOf = (payload: MigrateUpArgs['payload']) =>
  (payload.db as { schemaName?: string }).schemaName || 'public'

export async function up({ db, payload }: MigrateUpArgs): Promise<void> {
  const schema = `"${contentSchemaOf(payload)}"`
  await db.execute(
    sql.raw(`
  ALTER TABLE ${schema}.search_documents
    ADD COLUMN title_tsv tsvector GENERATED ALWAYS AS (to_tsvector('simple', title_stems)) STORED;
  ALTER TABLE ${schema}.search_documents ALTER COLUMN title_tsv SET STORAGE MAIN;`),
  )
}

export async function down({ db, payload }: MigrateDownArgs): Promise<void> {
  const schema = `"${contentSchemaOf(payload)}"`
  await db.execute(
    sql.raw(`ALTER TABLE ${schema}.search_documents DROP COLUMN title_tsv;`),
  )
}
