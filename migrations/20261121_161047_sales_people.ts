import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "sales_people" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"position" varchar,
  	"photo_id" integer,
  	"phone" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"confirmation_text" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sales_people_id" integer;
  ALTER TABLE "sales_people" ADD CONSTRAINT "sales_people_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "sales_people_slug_idx" ON "sales_people" USING btree ("slug");
  CREATE INDEX "sales_people_photo_idx" ON "sales_people" USING btree ("photo_id");
  CREATE INDEX "sales_people_updated_at_idx" ON "sales_people" USING btree ("updated_at");
  CREATE INDEX "sales_people_created_at_idx" ON "sales_people" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sales_people_fk" FOREIGN KEY ("sales_people_id") REFERENCES "public"."sales_people"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_sales_people_id_idx" ON "payload_locked_documents_rels" USING btree ("sales_people_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sales_people" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "sales_people" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_sales_people_fk";
  
  DROP INDEX "payload_locked_documents_rels_sales_people_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "sales_people_id";`)
}
