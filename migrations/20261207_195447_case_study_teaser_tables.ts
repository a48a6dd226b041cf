import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The pages' own tables for the case-study teasers' slugs (issue "marketer"). Until now the
 * block's array had one fixed table name, `case_study_slugs` (and `_case_study_slugs_v`), for the
 * homepage and the pages alike; the table belonged to the homepage's blocks (its foreign key), so
 * saving a page with the block failed. The array's table is now named per owner
 * (blocks/CaseStudyTeasers/slugsTableName.ts): the pages get `pages_case_study_slugs` and
 * `_pages_case_study_slugs_v`, shaped as Payload's schema expects (`migrate:create` output).
 *
 * Expand only: the homepage keeps its tables and their names (a rename would break the previous
 * release during a rolling deploy), and no page has rows to move, since none could be saved.
 * The Payload snapshot beside this file also no longer maps users.login_attempts/lock_until
 * (Payload's account lock is off); those columns stay until a contract migration drops them.
 *
 * Plain SQL frozen here; nothing of the application is imported.
 */
const contentSchemaOf = (payload: MigrateUpArgs['payload']) =>
  (payload.db as { schemaName?: string }).schemaName || 'public'

export async function up({ db, payload }: MigrateUpArgs): Promise<void> {
  const schema = `"${contentSchemaOf(payload)}"`
  await db.execute(
    sql.raw(`
  CREATE TABLE ${schema}."pages_case_study_slugs" (
    "_order" integer NOT NULL,
    "_parent_id" varchar NOT NULL,
    "id" varchar PRIMARY KEY NOT NULL,
    "slug" varchar
  );
  CREATE TABLE ${schema}."_pages_case_study_slugs_v" (
    "_order" integer NOT NULL,
    "_parent_id" integer NOT NULL,
    "id" serial PRIMARY KEY NOT NULL,
    "slug" varchar,
    "_uuid" varchar
  );
  ALTER TABLE ${schema}."pages_case_study_slugs"
    ADD CONSTRAINT "pages_case_study_slugs_parent_id_fk" FOREIGN KEY ("_parent_id")
    REFERENCES ${schema}."pages_blocks_case_study_teasers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE ${schema}."_pages_case_study_slugs_v"
    ADD CONSTRAINT "_pages_case_study_slugs_v_parent_id_fk" FOREIGN KEY ("_parent_id")
    REFERENCES ${schema}."_pages_v_blocks_case_study_teasers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_case_study_slugs_order_idx"
    ON ${schema}."pages_case_study_slugs" USING btree ("_order");
  CREATE INDEX "pages_case_study_slugs_parent_id_idx"
    ON ${schema}."pages_case_study_slugs" USING btree ("_parent_id");
  CREATE INDEX "_pages_case_study_slugs_v_order_idx"
    ON ${schema}."_pages_case_study_slugs_v" USING btree ("_order");
  CREATE INDEX "_pages_case_study_slugs_v_parent_id_idx"
    ON ${schema}."_pages_case_study_slugs_v" USING btree ("_parent_id");`),
  )
}

export async function down({ db, payload }: MigrateDownArgs): Promise<void> {
  const schema = `"${contentSchemaOf(payload)}"`
  // The pages' teasers go with their tables: the previous code has nowhere to keep them.
  await db.execute(
    sql.raw(`
  DROP TABLE ${schema}."pages_case_study_slugs" CASCADE;
  DROP TABLE ${schema}."_pages_case_study_slugs_v" CASCADE;`),
  )
}
