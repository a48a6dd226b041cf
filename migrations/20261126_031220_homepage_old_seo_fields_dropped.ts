import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "homepage" DROP COLUMN "title";
  ALTER TABLE "homepage" DROP COLUMN "description";
  ALTER TABLE "_homepage_v" DROP COLUMN "version_title";
  ALTER TABLE "_homepage_v" DROP COLUMN "version_description";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "homepage" ADD COLUMN "title" varchar;
  ALTER TABLE "homepage" ADD COLUMN "description" varchar;
  ALTER TABLE "_homepage_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_homepage_v" ADD COLUMN "version_description" varchar;`)
}
