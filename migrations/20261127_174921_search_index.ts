import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

import { queueSchemaOf } from './20261125_215741_leads_and_their_queue'

/**
 * The site search (/hledat):
 *
 * - `pages.meta_exclude_from_search`: the page's "Nezobrazovat ve vyhledávání" checkbox.
 * - The extensions `unaccent` and `pg_trgm` (both ship with PostgreSQL's contrib, the embedded
 *   one included), created in `public` unless the database already has them elsewhere. The
 *   trigram operator class is referenced in whichever schema holds it.
 * - `search_fold(text)`: lower case without diacritics through `unaccent`, declared IMMUTABLE (the
 *   dictionary is named explicitly) so that a generated column and an index may use it.
 * - `search_documents`: one row per findable document (CMS pages and entries, provider items),
 *   with the stems the application's Czech stemmer made (src/search/text/czechStemmer.ts) in a
 *   `simple` tsvector (title A, summary B, body D), and the folded title under a trigram index.
 * - `search_words`: the folded words of all documents under a trigram index, from which typos are
 *   corrected ("elektronciky" → "elektronicky").
 * - `search_queries`: what visitors searched, per normalised query and day, counts only.
 * - pg-boss queues of the sync and of the query log's retention.
 *
 * Plain SQL frozen here; nothing of the application is imported.
 */
const QUEUES = {
  'search-sync': { policy: 'stately', retryLimit: 2, retryDelay: 30, expireInSeconds: 600 },
  'search-log-retention': { policy: 'standard', retryLimit: 0, expireInSeconds: 300 },
}

const contentSchemaOf = (payload: MigrateUpArgs['payload']) =>
  (payload.db as { schemaName?: string }).schemaName || 'public'

/** An extension, tolerating another migration run creating it at the same moment. */
const createExtension = (name: string) => `
  DO $$ BEGIN
    IF NOT EXISTS (SELECT 1 FROM pg_extension WHERE extname = '${name}') THEN
      CREATE EXTENSION IF NOT EXISTS ${name} WITH SCHEMA public;
    END IF;
  EXCEPTION WHEN unique_violation OR duplicate_object THEN NULL;
  END $$;`

export async function up({ db, payload }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages" ADD COLUMN "meta_exclude_from_search" boolean;
  ALTER TABLE "_pages_v" ADD COLUMN "version_meta_exclude_from_search" boolean;`)

  const schema = `"${contentSchemaOf(payload)}"`
  await db.execute(sql.raw(createExtension('unaccent')))
  await db.execute(sql.raw(createExtension('pg_trgm')))
  await db.execute(
    sql.raw(`
  DO $$
  DECLARE
    unaccent_schema text := (SELECT n.nspname FROM pg_extension e
      JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'unaccent');
  BEGIN
    EXECUTE format(
      'CREATE FUNCTION ${schema.replaceAll("'", "''")}.search_fold(input text) RETURNS text
         LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
         AS %L',
      format('SELECT lower(%I.unaccent(%L::regdictionary, $1))', unaccent_schema,
        quote_ident(unaccent_schema) || '.unaccent'));
  END $$;`),
  )
  await db.execute(
    sql.raw(`
  CREATE TABLE ${schema}.search_documents (
    id bigserial PRIMARY KEY,
    source_key text NOT NULL UNIQUE,
    source text NOT NULL CHECK (source IN ('cms', 'provider')),
    kind text NOT NULL,
    title text NOT NULL,
    url text NOT NULL,
    summary text NOT NULL DEFAULT '',
    body text NOT NULL DEFAULT '',
    title_stems text NOT NULL DEFAULT '',
    summary_stems text NOT NULL DEFAULT '',
    body_stems text NOT NULL DEFAULT '',
    title_folded text GENERATED ALWAYS AS (${schema}.search_fold(title)) STORED,
    tsv tsvector GENERATED ALWAYS AS (
      setweight(to_tsvector('simple'::regconfig, title_stems), 'A') ||
      setweight(to_tsvector('simple'::regconfig, summary_stems), 'B') ||
      setweight(to_tsvector('simple'::regconfig, body_stems), 'D')) STORED,
    head_tsv tsvector GENERATED ALWAYS AS (
      setweight(to_tsvector('simple'::regconfig, title_stems), 'A') ||
      setweight(to_tsvector('simple'::regconfig, summary_stems), 'B')) STORED,
    published_at timestamptz,
    content_hash text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  );
  -- What a search reads of every match (kind, head_tsv, title_folded) stays in the row; the long
  -- columns (body, its stems, the full tsvector, only matched through the GIN index) go to TOAST,
  -- so ranking thousands of matches reads small rows.
  ALTER TABLE ${schema}.search_documents SET (toast_tuple_target = 256);
  ALTER TABLE ${schema}.search_documents ALTER COLUMN head_tsv SET STORAGE MAIN,
    ALTER COLUMN title_folded SET STORAGE MAIN;
  CREATE INDEX search_documents_tsv_idx ON ${schema}.search_documents USING gin (tsv);
  CREATE INDEX search_documents_kind_idx ON ${schema}.search_documents (kind);
  CREATE TABLE ${schema}.search_words (word text PRIMARY KEY);
  CREATE TABLE ${schema}.search_queries (
    day date NOT NULL,
    query text NOT NULL,
    searches integer NOT NULL DEFAULT 0,
    found_nothing boolean NOT NULL DEFAULT false,
    PRIMARY KEY (day, query)
  );`),
  )
  await db.execute(
    sql.raw(`
  DO $$
  DECLARE
    trgm_schema text := (SELECT n.nspname FROM pg_extension e
      JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm');
  BEGIN
    EXECUTE format('CREATE INDEX search_documents_title_trgm_idx ON ${schema.replaceAll("'", "''")}.search_documents
      USING gin (title_folded %I.gin_trgm_ops)', trgm_schema);
    EXECUTE format('CREATE INDEX search_words_trgm_idx ON ${schema.replaceAll("'", "''")}.search_words
      USING gin (word %I.gin_trgm_ops)', trgm_schema);
  END $$;`),
  )

  const queueSchema = queueSchemaOf(payload)
  for (const [name, options] of Object.entries(QUEUES)) {
    await db.execute(
      sql`SELECT ${sql.raw(queueSchema)}.create_queue(${name}, ${JSON.stringify(options)}::jsonb)`,
    )
  }
}

/** The extensions stay: other schemas of the database may use them. */
export async function down({ db, payload }: MigrateDownArgs): Promise<void> {
  const schema = `"${contentSchemaOf(payload)}"`
  const queueSchema = queueSchemaOf(payload)
  for (const name of Object.keys(QUEUES)) {
    await db.execute(sql`SELECT ${sql.raw(queueSchema)}.delete_queue(${name})`)
  }
  await db.execute(
    sql.raw(`
  DROP TABLE ${schema}.search_queries;
  DROP TABLE ${schema}.search_words;
  DROP TABLE ${schema}.search_documents;
  DROP FUNCTION ${schema}.search_fold(text);`),
  )
  await db.execute(sql`
   ALTER TABLE "pages" DROP COLUMN "meta_exclude_from_search";
  ALTER TABLE "_pages_v" DROP COLUMN "version_meta_exclude_from_search";`)
}
