import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "edit_records" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"document" varchar NOT NULL,
  	"user_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "publishing_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"block_publishing_on_errors" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "edit_records" ADD CONSTRAINT "edit_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "edit_records_document_idx" ON "edit_records" USING btree ("document");
  CREATE INDEX "edit_records_user_idx" ON "edit_records" USING btree ("user_id");
  CREATE INDEX "edit_records_updated_at_idx" ON "edit_records" USING btree ("updated_at");
  CREATE INDEX "edit_records_created_at_idx" ON "edit_records" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "edit_records" CASCADE;
  DROP TABLE "publishing_settings" CASCADE;`)
}
