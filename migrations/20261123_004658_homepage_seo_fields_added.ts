import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * The SEO plugin's `meta` group of the homepage (issue 28), dated before 20261123_004700 on
 * purpose: that migration reads and saves the homepage through the Local API, which selects every
 * column of today's config, so on a database that had not run it yet (an older release's) these
 * columns must exist first. Payload runs any migration it has not recorded, so a database that
 * is further along gets them too. Its values come over in 20261126_031147; the old columns go in
 * 20261126_031220. Keep this name if the DDL is regenerated.
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "homepage" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "homepage" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "homepage" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_homepage_v" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_homepage_v" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_homepage_v" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "homepage" ADD CONSTRAINT "homepage_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_homepage_v" ADD CONSTRAINT "_homepage_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "homepage_meta_meta_image_idx" ON "homepage" USING btree ("meta_image_id");
  CREATE INDEX "_homepage_v_version_meta_version_meta_image_idx" ON "_homepage_v" USING btree ("version_meta_image_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "homepage" DROP CONSTRAINT "homepage_meta_image_id_media_id_fk";
  
  ALTER TABLE "_homepage_v" DROP CONSTRAINT "_homepage_v_version_meta_image_id_media_id_fk";
  
  DROP INDEX "homepage_meta_meta_image_idx";
  DROP INDEX "_homepage_v_version_meta_version_meta_image_idx";
  ALTER TABLE "homepage" DROP COLUMN "meta_title";
  ALTER TABLE "homepage" DROP COLUMN "meta_description";
  ALTER TABLE "homepage" DROP COLUMN "meta_image_id";
  ALTER TABLE "_homepage_v" DROP COLUMN "version_meta_title";
  ALTER TABLE "_homepage_v" DROP COLUMN "version_meta_description";
  ALTER TABLE "_homepage_v" DROP COLUMN "version_meta_image_id";`)
}
