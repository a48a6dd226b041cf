import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * A lead's title (the admin's document title and first list column) becomes the visitor's name
 * (src/leads/leadTitle.ts) instead of "form label · page"; a lead whose personal data is erased
 * is titled "Osobní údaje smazány". The form and the page stay in their own columns (`kind`,
 * `page_path`, `location`). Data only: the previous release reads and writes the same column.
 *
 * Plain SQL frozen here; nothing of the application is imported.
 */
const contentSchemaOf = (payload: MigrateUpArgs['payload']) =>
  (payload.db as { schemaName?: string }).schemaName || 'public'

export async function up({ db, payload }: MigrateUpArgs): Promise<void> {
  const leads = `"${contentSchemaOf(payload)}".leads`
  await db.execute(
    sql.raw(`
  UPDATE ${leads} SET title = CASE
      WHEN erased_at IS NOT NULL THEN 'Osobní údaje smazány'
      ELSE btrim(coalesce(btrim(first_name), '') || ' ' || coalesce(btrim(last_name), ''))
    END;`),
  )
}

/** Back to "form label · page": the label is the part of `location` before " | ". */
export async function down({ db, payload }: MigrateDownArgs): Promise<void> {
  const leads = `"${contentSchemaOf(payload)}".leads`
  await db.execute(
    sql.raw(`
  UPDATE ${leads} SET title = split_part(location, ' | ', 1) || ' · ' || page_path
    WHERE location IS NOT NULL AND page_path IS NOT NULL;`),
  )
}
