import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages" ADD COLUMN "last_edited_by_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_last_edited_by_id" integer;
  ALTER TABLE "header" ADD COLUMN "last_edited_by_id" integer;
  ALTER TABLE "_header_v" ADD COLUMN "version_last_edited_by_id" integer;
  ALTER TABLE "footer" ADD COLUMN "last_edited_by_id" integer;
  ALTER TABLE "_footer_v" ADD COLUMN "version_last_edited_by_id" integer;
  ALTER TABLE "info_banner" ADD COLUMN "last_edited_by_id" integer;
  ALTER TABLE "_info_banner_v" ADD COLUMN "version_last_edited_by_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "block_publishing_on_errors" boolean DEFAULT false;
  ALTER TABLE "homepage" ADD COLUMN "last_edited_by_id" integer;
  ALTER TABLE "_homepage_v" ADD COLUMN "version_last_edited_by_id" integer;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_last_edited_by_id_users_id_fk" FOREIGN KEY ("last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_last_edited_by_id_users_id_fk" FOREIGN KEY ("version_last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "header" ADD CONSTRAINT "header_last_edited_by_id_users_id_fk" FOREIGN KEY ("last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_header_v" ADD CONSTRAINT "_header_v_version_last_edited_by_id_users_id_fk" FOREIGN KEY ("version_last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "footer" ADD CONSTRAINT "footer_last_edited_by_id_users_id_fk" FOREIGN KEY ("last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_footer_v" ADD CONSTRAINT "_footer_v_version_last_edited_by_id_users_id_fk" FOREIGN KEY ("version_last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "info_banner" ADD CONSTRAINT "info_banner_last_edited_by_id_users_id_fk" FOREIGN KEY ("last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_info_banner_v" ADD CONSTRAINT "_info_banner_v_version_last_edited_by_id_users_id_fk" FOREIGN KEY ("version_last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "homepage" ADD CONSTRAINT "homepage_last_edited_by_id_users_id_fk" FOREIGN KEY ("last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_homepage_v" ADD CONSTRAINT "_homepage_v_version_last_edited_by_id_users_id_fk" FOREIGN KEY ("version_last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_last_edited_by_idx" ON "pages" USING btree ("last_edited_by_id");
  CREATE INDEX "_pages_v_version_version_last_edited_by_idx" ON "_pages_v" USING btree ("version_last_edited_by_id");
  CREATE INDEX "header_last_edited_by_idx" ON "header" USING btree ("last_edited_by_id");
  CREATE INDEX "_header_v_version_version_last_edited_by_idx" ON "_header_v" USING btree ("version_last_edited_by_id");
  CREATE INDEX "footer_last_edited_by_idx" ON "footer" USING btree ("last_edited_by_id");
  CREATE INDEX "_footer_v_version_version_last_edited_by_idx" ON "_footer_v" USING btree ("version_last_edited_by_id");
  CREATE INDEX "info_banner_last_edited_by_idx" ON "info_banner" USING btree ("last_edited_by_id");
  CREATE INDEX "_info_banner_v_version_version_last_edited_by_idx" ON "_info_banner_v" USING btree ("version_last_edited_by_id");
  CREATE INDEX "homepage_last_edited_by_idx" ON "homepage" USING btree ("last_edited_by_id");
  CREATE INDEX "_homepage_v_version_version_last_edited_by_idx" ON "_homepage_v" USING btree ("version_last_edited_by_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages" DROP CONSTRAINT "pages_last_edited_by_id_users_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_last_edited_by_id_users_id_fk";
  
  ALTER TABLE "header" DROP CONSTRAINT "header_last_edited_by_id_users_id_fk";
  
  ALTER TABLE "_header_v" DROP CONSTRAINT "_header_v_version_last_edited_by_id_users_id_fk";
  
  ALTER TABLE "footer" DROP CONSTRAINT "footer_last_edited_by_id_users_id_fk";
  
  ALTER TABLE "_footer_v" DROP CONSTRAINT "_footer_v_version_last_edited_by_id_users_id_fk";
  
  ALTER TABLE "info_banner" DROP CONSTRAINT "info_banner_last_edited_by_id_users_id_fk";
  
  ALTER TABLE "_info_banner_v" DROP CONSTRAINT "_info_banner_v_version_last_edited_by_id_users_id_fk";
  
  ALTER TABLE "homepage" DROP CONSTRAINT "homepage_last_edited_by_id_users_id_fk";
  
  ALTER TABLE "_homepage_v" DROP CONSTRAINT "_homepage_v_version_last_edited_by_id_users_id_fk";
  
  DROP INDEX "pages_last_edited_by_idx";
  DROP INDEX "_pages_v_version_version_last_edited_by_idx";
  DROP INDEX "header_last_edited_by_idx";
  DROP INDEX "_header_v_version_version_last_edited_by_idx";
  DROP INDEX "footer_last_edited_by_idx";
  DROP INDEX "_footer_v_version_version_last_edited_by_idx";
  DROP INDEX "info_banner_last_edited_by_idx";
  DROP INDEX "_info_banner_v_version_version_last_edited_by_idx";
  DROP INDEX "homepage_last_edited_by_idx";
  DROP INDEX "_homepage_v_version_version_last_edited_by_idx";
  ALTER TABLE "pages" DROP COLUMN "last_edited_by_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_last_edited_by_id";
  ALTER TABLE "header" DROP COLUMN "last_edited_by_id";
  ALTER TABLE "_header_v" DROP COLUMN "version_last_edited_by_id";
  ALTER TABLE "footer" DROP COLUMN "last_edited_by_id";
  ALTER TABLE "_footer_v" DROP COLUMN "version_last_edited_by_id";
  ALTER TABLE "info_banner" DROP COLUMN "last_edited_by_id";
  ALTER TABLE "_info_banner_v" DROP COLUMN "version_last_edited_by_id";
  ALTER TABLE "site_settings" DROP COLUMN "block_publishing_on_errors";
  ALTER TABLE "homepage" DROP COLUMN "last_edited_by_id";
  ALTER TABLE "_homepage_v" DROP COLUMN "version_last_edited_by_id";`)
}
