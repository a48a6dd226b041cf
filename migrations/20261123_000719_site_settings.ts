import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_settings_socials_network" AS ENUM('linkedin', 'facebook', 'youtube', 'instagram', 'x');
  CREATE TABLE "pages_blocks_booking" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Vyberte si termín konzultace',
  	"text" varchar,
  	"link_text" varchar DEFAULT 'Otevřít rezervační kalendář',
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_booking" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Vyberte si termín konzultace',
  	"text" varchar,
  	"link_text" varchar DEFAULT 'Otevřít rezervační kalendář',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "site_settings_login_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_socials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"network" "enum_site_settings_socials_network" NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"phone" varchar NOT NULL,
  	"general_email" varchar NOT NULL,
  	"sales_email" varchar NOT NULL,
  	"media_email" varchar NOT NULL,
  	"careers_email" varchar NOT NULL,
  	"signing_site_url" varchar NOT NULL,
  	"booking_url" varchar NOT NULL,
  	"news_widget_id" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "footer_login_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "footer_socials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_footer_v_version_login_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_footer_v_version_socials" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "footer_login_links" CASCADE;
  DROP TABLE "footer_socials" CASCADE;
  DROP TABLE "_footer_v_version_login_links" CASCADE;
  DROP TABLE "_footer_v_version_socials" CASCADE;
  ALTER TABLE "job_postings" ALTER COLUMN "contact_email" DROP DEFAULT;
  ALTER TABLE "_job_postings_v" ALTER COLUMN "version_contact_email" DROP DEFAULT;
  ALTER TABLE "pages_blocks_booking" ADD CONSTRAINT "pages_blocks_booking_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_booking" ADD CONSTRAINT "_pages_v_blocks_booking_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_login_links" ADD CONSTRAINT "site_settings_login_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_socials" ADD CONSTRAINT "site_settings_socials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_booking_order_idx" ON "pages_blocks_booking" USING btree ("_order");
  CREATE INDEX "pages_blocks_booking_parent_id_idx" ON "pages_blocks_booking" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_booking_path_idx" ON "pages_blocks_booking" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_booking_order_idx" ON "_pages_v_blocks_booking" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_booking_parent_id_idx" ON "_pages_v_blocks_booking" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_booking_path_idx" ON "_pages_v_blocks_booking" USING btree ("_path");
  CREATE INDEX "site_settings_login_links_order_idx" ON "site_settings_login_links" USING btree ("_order");
  CREATE INDEX "site_settings_login_links_parent_id_idx" ON "site_settings_login_links" USING btree ("_parent_id");
  CREATE INDEX "site_settings_socials_order_idx" ON "site_settings_socials" USING btree ("_order");
  CREATE INDEX "site_settings_socials_parent_id_idx" ON "site_settings_socials" USING btree ("_parent_id");
  ALTER TABLE "footer" DROP COLUMN "meeting_phone";
  ALTER TABLE "footer" DROP COLUMN "meeting_email";
  ALTER TABLE "_footer_v" DROP COLUMN "version_meeting_phone";
  ALTER TABLE "_footer_v" DROP COLUMN "version_meeting_email";
  ALTER TABLE "homepage_blocks_news_widget" DROP COLUMN "widget_class";
  ALTER TABLE "homepage_blocks_contact" DROP COLUMN "phone";
  ALTER TABLE "homepage_blocks_contact" DROP COLUMN "email";
  ALTER TABLE "_homepage_v_blocks_news_widget" DROP COLUMN "widget_class";
  ALTER TABLE "_homepage_v_blocks_contact" DROP COLUMN "phone";
  ALTER TABLE "_homepage_v_blocks_contact" DROP COLUMN "email";
  DROP TYPE "public"."enum_footer_login_links_link_type";
  DROP TYPE "public"."enum_footer_socials_network";
  DROP TYPE "public"."enum__footer_v_version_login_links_link_type";
  DROP TYPE "public"."enum__footer_v_version_socials_network";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_footer_login_links_link_type" AS ENUM('page', 'path', 'url');
  CREATE TYPE "public"."enum_footer_socials_network" AS ENUM('linkedin', 'facebook', 'youtube', 'instagram', 'x');
  CREATE TYPE "public"."enum__footer_v_version_login_links_link_type" AS ENUM('page', 'path', 'url');
  CREATE TYPE "public"."enum__footer_v_version_socials_network" AS ENUM('linkedin', 'facebook', 'youtube', 'instagram', 'x');
  CREATE TABLE "footer_login_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_type" "enum_footer_login_links_link_type" DEFAULT 'page',
  	"link_new_tab" boolean,
  	"link_page_id" integer,
  	"link_hash" varchar,
  	"link_path" varchar,
  	"link_url" varchar,
  	"link_label" varchar
  );
  
  CREATE TABLE "footer_socials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"network" "enum_footer_socials_network",
  	"url" varchar
  );
  
  CREATE TABLE "_footer_v_version_login_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_type" "enum__footer_v_version_login_links_link_type" DEFAULT 'page',
  	"link_new_tab" boolean,
  	"link_page_id" integer,
  	"link_hash" varchar,
  	"link_path" varchar,
  	"link_url" varchar,
  	"link_label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_footer_v_version_socials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"network" "enum__footer_v_version_socials_network",
  	"url" varchar,
  	"_uuid" varchar
  );
  
  ALTER TABLE "pages_blocks_booking" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_booking" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_login_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_socials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_booking" CASCADE;
  DROP TABLE "_pages_v_blocks_booking" CASCADE;
  DROP TABLE "site_settings_login_links" CASCADE;
  DROP TABLE "site_settings_socials" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  ALTER TABLE "job_postings" ALTER COLUMN "contact_email" SET DEFAULT 'kariera@602.cz';
  ALTER TABLE "_job_postings_v" ALTER COLUMN "version_contact_email" SET DEFAULT 'kariera@602.cz';
  ALTER TABLE "footer" ADD COLUMN "meeting_phone" varchar;
  ALTER TABLE "footer" ADD COLUMN "meeting_email" varchar;
  ALTER TABLE "_footer_v" ADD COLUMN "version_meeting_phone" varchar;
  ALTER TABLE "_footer_v" ADD COLUMN "version_meeting_email" varchar;
  ALTER TABLE "homepage_blocks_news_widget" ADD COLUMN "widget_class" varchar;
  ALTER TABLE "homepage_blocks_contact" ADD COLUMN "phone" varchar;
  ALTER TABLE "homepage_blocks_contact" ADD COLUMN "email" varchar;
  ALTER TABLE "_homepage_v_blocks_news_widget" ADD COLUMN "widget_class" varchar;
  ALTER TABLE "_homepage_v_blocks_contact" ADD COLUMN "phone" varchar;
  ALTER TABLE "_homepage_v_blocks_contact" ADD COLUMN "email" varchar;
  ALTER TABLE "footer_login_links" ADD CONSTRAINT "footer_login_links_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "footer_login_links" ADD CONSTRAINT "footer_login_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_socials" ADD CONSTRAINT "footer_socials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footer_v_version_login_links" ADD CONSTRAINT "_footer_v_version_login_links_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_footer_v_version_login_links" ADD CONSTRAINT "_footer_v_version_login_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_footer_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footer_v_version_socials" ADD CONSTRAINT "_footer_v_version_socials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_footer_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "footer_login_links_order_idx" ON "footer_login_links" USING btree ("_order");
  CREATE INDEX "footer_login_links_parent_id_idx" ON "footer_login_links" USING btree ("_parent_id");
  CREATE INDEX "footer_login_links_link_link_page_idx" ON "footer_login_links" USING btree ("link_page_id");
  CREATE INDEX "footer_socials_order_idx" ON "footer_socials" USING btree ("_order");
  CREATE INDEX "footer_socials_parent_id_idx" ON "footer_socials" USING btree ("_parent_id");
  CREATE INDEX "_footer_v_version_login_links_order_idx" ON "_footer_v_version_login_links" USING btree ("_order");
  CREATE INDEX "_footer_v_version_login_links_parent_id_idx" ON "_footer_v_version_login_links" USING btree ("_parent_id");
  CREATE INDEX "_footer_v_version_login_links_link_link_page_idx" ON "_footer_v_version_login_links" USING btree ("link_page_id");
  CREATE INDEX "_footer_v_version_socials_order_idx" ON "_footer_v_version_socials" USING btree ("_order");
  CREATE INDEX "_footer_v_version_socials_parent_id_idx" ON "_footer_v_version_socials" USING btree ("_parent_id");
  DROP TYPE "public"."enum_site_settings_socials_network";`)
}
