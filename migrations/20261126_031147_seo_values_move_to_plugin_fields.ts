import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Data step of the SEO plugin (schema in the migrations just before and after this one; each
 * migration runs in one transaction):
 *
 * 1. The homepage's `title` and `description` move into the plugin's `meta.title` and
 *    `meta.description`, in the document and in every version (drafts and published); what
 *    20261123_004700 may already have put there (from the old `home` page) stays when the old
 *    fields are empty.
 * 2. A page's `meta.title` becomes the whole <title>, as the plugin's preview and length meter show
 *    it: the company name the site used to append is stored with it (the site renders the same).
 *
 * Plain values, not the site's constants: written against the data as it stands at this point.
 */
const SUFFIX = ' | Software602'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    UPDATE "homepage" SET "meta_title" = COALESCE("title", "meta_title"),
      "meta_description" = COALESCE("description", "meta_description");
    UPDATE "_homepage_v"
      SET "version_meta_title" = COALESCE("version_title", "version_meta_title"),
        "version_meta_description" = COALESCE("version_description", "version_meta_description");
  `)
  // One statement each: a query with parameters cannot hold several.
  await db.execute(sql`UPDATE "pages" SET "meta_title" = "meta_title" || ${SUFFIX}
    WHERE "meta_title" <> ''`)
  await db.execute(sql`UPDATE "_pages_v" SET "version_meta_title" = "version_meta_title" || ${SUFFIX}
    WHERE "version_meta_title" <> ''`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    UPDATE "homepage" SET "title" = "meta_title", "description" = "meta_description";
    UPDATE "_homepage_v"
      SET "version_title" = "version_meta_title", "version_description" = "version_meta_description";
  `)
  await db.execute(sql`UPDATE "pages" SET "meta_title" = left("meta_title", -length(${SUFFIX}))
    WHERE right("meta_title", length(${SUFFIX})) = ${SUFFIX}`)
  await db.execute(sql`UPDATE "_pages_v"
    SET "version_meta_title" = left("version_meta_title", -length(${SUFFIX}))
    WHERE right("version_meta_title", length(${SUFFIX})) = ${SUFFIX}`)
}
