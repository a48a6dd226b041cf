import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_homepage_blocks_introduction_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum_homepage_blocks_introduction_background_class" AS ENUM('white', 'light', 'brand', 'gradient');
  CREATE TYPE "public"."enum_homepage_blocks_audience_switch_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum_homepage_blocks_crossing_cards_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum_homepage_blocks_quotes_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum_homepage_blocks_case_study_teasers_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum_homepage_blocks_webinars_teaser_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum_homepage_blocks_consultation_banner_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum_homepage_blocks_consultation_banner_background_class" AS ENUM('white', 'light', 'brand', 'gradient');
  CREATE TYPE "public"."enum_homepage_blocks_product_accordion_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum_homepage_blocks_video_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum_homepage_blocks_video_background_class" AS ENUM('white', 'light', 'brand', 'gradient');
  CREATE TYPE "public"."enum_homepage_blocks_news_widget_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum_homepage_blocks_certifications_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum_homepage_blocks_contact_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum_homepage_blocks_stripe_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum_homepage_blocks_stripe_background_class" AS ENUM('white', 'light', 'brand', 'gradient');
  CREATE TYPE "public"."enum_homepage_blocks_stripe_button_class" AS ENUM('primary', 'light', 'outline');
  CREATE TYPE "public"."enum_homepage_blocks_stripe_analytics_event" AS ENUM('consultation_interest', 'signer_interest');
  CREATE TYPE "public"."enum_homepage_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__homepage_v_blocks_introduction_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum__homepage_v_blocks_introduction_background_class" AS ENUM('white', 'light', 'brand', 'gradient');
  CREATE TYPE "public"."enum__homepage_v_blocks_audience_switch_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum__homepage_v_blocks_crossing_cards_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum__homepage_v_blocks_quotes_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum__homepage_v_blocks_case_study_teasers_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum__homepage_v_blocks_webinars_teaser_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum__homepage_v_blocks_consultation_banner_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum__homepage_v_blocks_consultation_banner_background_class" AS ENUM('white', 'light', 'brand', 'gradient');
  CREATE TYPE "public"."enum__homepage_v_blocks_product_accordion_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum__homepage_v_blocks_video_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum__homepage_v_blocks_video_background_class" AS ENUM('white', 'light', 'brand', 'gradient');
  CREATE TYPE "public"."enum__homepage_v_blocks_news_widget_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum__homepage_v_blocks_certifications_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum__homepage_v_blocks_contact_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum__homepage_v_blocks_stripe_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum__homepage_v_blocks_stripe_background_class" AS ENUM('white', 'light', 'brand', 'gradient');
  CREATE TYPE "public"."enum__homepage_v_blocks_stripe_button_class" AS ENUM('primary', 'light', 'outline');
  CREATE TYPE "public"."enum__homepage_v_blocks_stripe_analytics_event" AS ENUM('consultation_interest', 'signer_interest');
  CREATE TYPE "public"."enum__homepage_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "homepage_blocks_introduction" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"audience" "enum_homepage_blocks_introduction_audience" DEFAULT 'both',
  	"background_class" "enum_homepage_blocks_introduction_background_class" DEFAULT 'white',
  	"heading" varchar,
  	"text" varchar,
  	"button_text" varchar,
  	"button_u_r_l" varchar,
  	"push_consultation_dlp" boolean DEFAULT true,
  	"image_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "homepage_blocks_audience_switch" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"audience" "enum_homepage_blocks_audience_switch_audience" DEFAULT 'both',
  	"legend" varchar DEFAULT 'Řešení pro',
  	"companies_label" varchar DEFAULT 'Firmy',
  	"public_administration_label" varchar DEFAULT 'Veřejná správa',
  	"block_name" varchar
  );
  
  CREATE TABLE "homepage_blocks_crossing_cards_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"heading" varchar,
  	"text" varchar,
  	"link_text" varchar,
  	"link_path" varchar,
  	"href" varchar
  );
  
  CREATE TABLE "homepage_blocks_crossing_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"audience" "enum_homepage_blocks_crossing_cards_audience" DEFAULT 'both',
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "homepage_blocks_quotes_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"quote" jsonb,
  	"name" varchar,
  	"position" jsonb,
  	"logo_id" integer,
  	"logo_small_id" integer
  );
  
  CREATE TABLE "homepage_blocks_quotes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"audience" "enum_homepage_blocks_quotes_audience" DEFAULT 'both',
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "case_study_slugs" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"slug" varchar
  );
  
  CREATE TABLE "homepage_blocks_case_study_teasers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"audience" "enum_homepage_blocks_case_study_teasers_audience" DEFAULT 'both',
  	"heading" varchar,
  	"link_text" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "homepage_blocks_webinars_teaser" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"audience" "enum_homepage_blocks_webinars_teaser_audience" DEFAULT 'both',
  	"heading" varchar,
  	"link_text" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "homepage_blocks_consultation_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"audience" "enum_homepage_blocks_consultation_banner_audience" DEFAULT 'both',
  	"background_class" "enum_homepage_blocks_consultation_banner_background_class" DEFAULT 'white',
  	"heading" varchar,
  	"text" varchar,
  	"button_text" varchar,
  	"button_u_r_l" varchar DEFAULT '/konzultace',
  	"image_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "homepage_blocks_product_accordion_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"logo_id" integer,
  	"answer" jsonb,
  	"wide" boolean,
  	"wider" boolean,
  	"image_id" integer,
  	"link_text" varchar,
  	"link_path" varchar
  );
  
  CREATE TABLE "homepage_blocks_product_accordion" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"audience" "enum_homepage_blocks_product_accordion_audience" DEFAULT 'both',
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "homepage_blocks_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"audience" "enum_homepage_blocks_video_audience" DEFAULT 'both',
  	"background_class" "enum_homepage_blocks_video_background_class" DEFAULT 'white',
  	"title" varchar,
  	"perex" varchar,
  	"embeded_video_link" varchar,
  	"video_link" varchar,
  	"video_link_text" varchar DEFAULT 'Chci podepsat dokument',
  	"placeholder_image_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "homepage_blocks_news_widget" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"audience" "enum_homepage_blocks_news_widget_audience" DEFAULT 'both',
  	"heading" varchar,
  	"script_url" varchar DEFAULT 'https://static.elfsight.com/platform/platform.js',
  	"widget_class" varchar,
  	"fallback_text" varchar DEFAULT 'Novinky najdete také na našem LinkedInu',
  	"fallback_url" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "homepage_blocks_certifications_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"logo_id" integer,
  	"name" varchar,
  	"description" varchar
  );
  
  CREATE TABLE "homepage_blocks_certifications" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"audience" "enum_homepage_blocks_certifications_audience" DEFAULT 'both',
  	"heading" varchar,
  	"text" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "homepage_blocks_contact" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"audience" "enum_homepage_blocks_contact_audience" DEFAULT 'both',
  	"heading" varchar,
  	"text" varchar,
  	"phone" varchar,
  	"email" varchar,
  	"address" varchar,
  	"button_text" varchar,
  	"button_path" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "homepage_blocks_stripe" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"audience" "enum_homepage_blocks_stripe_audience" DEFAULT 'both',
  	"background_class" "enum_homepage_blocks_stripe_background_class" DEFAULT 'white',
  	"title" varchar,
  	"button_class" "enum_homepage_blocks_stripe_button_class" DEFAULT 'primary',
  	"button_text" varchar,
  	"button_path" varchar,
  	"analytics_event" "enum_homepage_blocks_stripe_analytics_event",
  	"block_name" varchar
  );
  
  CREATE TABLE "homepage" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"_status" "enum_homepage_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_homepage_v_blocks_introduction" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"audience" "enum__homepage_v_blocks_introduction_audience" DEFAULT 'both',
  	"background_class" "enum__homepage_v_blocks_introduction_background_class" DEFAULT 'white',
  	"heading" varchar,
  	"text" varchar,
  	"button_text" varchar,
  	"button_u_r_l" varchar,
  	"push_consultation_dlp" boolean DEFAULT true,
  	"image_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_homepage_v_blocks_audience_switch" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"audience" "enum__homepage_v_blocks_audience_switch_audience" DEFAULT 'both',
  	"legend" varchar DEFAULT 'Řešení pro',
  	"companies_label" varchar DEFAULT 'Firmy',
  	"public_administration_label" varchar DEFAULT 'Veřejná správa',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_homepage_v_blocks_crossing_cards_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"heading" varchar,
  	"text" varchar,
  	"link_text" varchar,
  	"link_path" varchar,
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_homepage_v_blocks_crossing_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"audience" "enum__homepage_v_blocks_crossing_cards_audience" DEFAULT 'both',
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_homepage_v_blocks_quotes_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"quote" jsonb,
  	"name" varchar,
  	"position" jsonb,
  	"logo_id" integer,
  	"logo_small_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_homepage_v_blocks_quotes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"audience" "enum__homepage_v_blocks_quotes_audience" DEFAULT 'both',
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_case_study_slugs_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_homepage_v_blocks_case_study_teasers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"audience" "enum__homepage_v_blocks_case_study_teasers_audience" DEFAULT 'both',
  	"heading" varchar,
  	"link_text" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_homepage_v_blocks_webinars_teaser" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"audience" "enum__homepage_v_blocks_webinars_teaser_audience" DEFAULT 'both',
  	"heading" varchar,
  	"link_text" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_homepage_v_blocks_consultation_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"audience" "enum__homepage_v_blocks_consultation_banner_audience" DEFAULT 'both',
  	"background_class" "enum__homepage_v_blocks_consultation_banner_background_class" DEFAULT 'white',
  	"heading" varchar,
  	"text" varchar,
  	"button_text" varchar,
  	"button_u_r_l" varchar DEFAULT '/konzultace',
  	"image_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_homepage_v_blocks_product_accordion_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"logo_id" integer,
  	"answer" jsonb,
  	"wide" boolean,
  	"wider" boolean,
  	"image_id" integer,
  	"link_text" varchar,
  	"link_path" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_homepage_v_blocks_product_accordion" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"audience" "enum__homepage_v_blocks_product_accordion_audience" DEFAULT 'both',
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_homepage_v_blocks_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"audience" "enum__homepage_v_blocks_video_audience" DEFAULT 'both',
  	"background_class" "enum__homepage_v_blocks_video_background_class" DEFAULT 'white',
  	"title" varchar,
  	"perex" varchar,
  	"embeded_video_link" varchar,
  	"video_link" varchar,
  	"video_link_text" varchar DEFAULT 'Chci podepsat dokument',
  	"placeholder_image_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_homepage_v_blocks_news_widget" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"audience" "enum__homepage_v_blocks_news_widget_audience" DEFAULT 'both',
  	"heading" varchar,
  	"script_url" varchar DEFAULT 'https://static.elfsight.com/platform/platform.js',
  	"widget_class" varchar,
  	"fallback_text" varchar DEFAULT 'Novinky najdete také na našem LinkedInu',
  	"fallback_url" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_homepage_v_blocks_certifications_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"logo_id" integer,
  	"name" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_homepage_v_blocks_certifications" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"audience" "enum__homepage_v_blocks_certifications_audience" DEFAULT 'both',
  	"heading" varchar,
  	"text" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_homepage_v_blocks_contact" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"audience" "enum__homepage_v_blocks_contact_audience" DEFAULT 'both',
  	"heading" varchar,
  	"text" varchar,
  	"phone" varchar,
  	"email" varchar,
  	"address" varchar,
  	"button_text" varchar,
  	"button_path" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_homepage_v_blocks_stripe" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"audience" "enum__homepage_v_blocks_stripe_audience" DEFAULT 'both',
  	"background_class" "enum__homepage_v_blocks_stripe_background_class" DEFAULT 'white',
  	"title" varchar,
  	"button_class" "enum__homepage_v_blocks_stripe_button_class" DEFAULT 'primary',
  	"button_text" varchar,
  	"button_path" varchar,
  	"analytics_event" "enum__homepage_v_blocks_stripe_analytics_event",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_homepage_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_title" varchar,
  	"version_description" varchar,
  	"version__status" "enum__homepage_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  ALTER TABLE "homepage_blocks_introduction" ADD CONSTRAINT "homepage_blocks_introduction_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "homepage_blocks_introduction" ADD CONSTRAINT "homepage_blocks_introduction_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."homepage"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "homepage_blocks_audience_switch" ADD CONSTRAINT "homepage_blocks_audience_switch_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."homepage"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "homepage_blocks_crossing_cards_cards" ADD CONSTRAINT "homepage_blocks_crossing_cards_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "homepage_blocks_crossing_cards_cards" ADD CONSTRAINT "homepage_blocks_crossing_cards_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."homepage_blocks_crossing_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "homepage_blocks_crossing_cards" ADD CONSTRAINT "homepage_blocks_crossing_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."homepage"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "homepage_blocks_quotes_items" ADD CONSTRAINT "homepage_blocks_quotes_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "homepage_blocks_quotes_items" ADD CONSTRAINT "homepage_blocks_quotes_items_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "homepage_blocks_quotes_items" ADD CONSTRAINT "homepage_blocks_quotes_items_logo_small_id_media_id_fk" FOREIGN KEY ("logo_small_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "homepage_blocks_quotes_items" ADD CONSTRAINT "homepage_blocks_quotes_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."homepage_blocks_quotes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "homepage_blocks_quotes" ADD CONSTRAINT "homepage_blocks_quotes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."homepage"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "case_study_slugs" ADD CONSTRAINT "case_study_slugs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."homepage_blocks_case_study_teasers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "homepage_blocks_case_study_teasers" ADD CONSTRAINT "homepage_blocks_case_study_teasers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."homepage"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "homepage_blocks_webinars_teaser" ADD CONSTRAINT "homepage_blocks_webinars_teaser_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."homepage"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "homepage_blocks_consultation_banner" ADD CONSTRAINT "homepage_blocks_consultation_banner_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "homepage_blocks_consultation_banner" ADD CONSTRAINT "homepage_blocks_consultation_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."homepage"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "homepage_blocks_product_accordion_items" ADD CONSTRAINT "homepage_blocks_product_accordion_items_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "homepage_blocks_product_accordion_items" ADD CONSTRAINT "homepage_blocks_product_accordion_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "homepage_blocks_product_accordion_items" ADD CONSTRAINT "homepage_blocks_product_accordion_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."homepage_blocks_product_accordion"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "homepage_blocks_product_accordion" ADD CONSTRAINT "homepage_blocks_product_accordion_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."homepage"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "homepage_blocks_video" ADD CONSTRAINT "homepage_blocks_video_placeholder_image_id_media_id_fk" FOREIGN KEY ("placeholder_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "homepage_blocks_video" ADD CONSTRAINT "homepage_blocks_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."homepage"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "homepage_blocks_news_widget" ADD CONSTRAINT "homepage_blocks_news_widget_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."homepage"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "homepage_blocks_certifications_items" ADD CONSTRAINT "homepage_blocks_certifications_items_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "homepage_blocks_certifications_items" ADD CONSTRAINT "homepage_blocks_certifications_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."homepage_blocks_certifications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "homepage_blocks_certifications" ADD CONSTRAINT "homepage_blocks_certifications_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."homepage"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "homepage_blocks_contact" ADD CONSTRAINT "homepage_blocks_contact_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."homepage"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "homepage_blocks_stripe" ADD CONSTRAINT "homepage_blocks_stripe_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."homepage"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_homepage_v_blocks_introduction" ADD CONSTRAINT "_homepage_v_blocks_introduction_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_homepage_v_blocks_introduction" ADD CONSTRAINT "_homepage_v_blocks_introduction_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_homepage_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_homepage_v_blocks_audience_switch" ADD CONSTRAINT "_homepage_v_blocks_audience_switch_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_homepage_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_homepage_v_blocks_crossing_cards_cards" ADD CONSTRAINT "_homepage_v_blocks_crossing_cards_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_homepage_v_blocks_crossing_cards_cards" ADD CONSTRAINT "_homepage_v_blocks_crossing_cards_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_homepage_v_blocks_crossing_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_homepage_v_blocks_crossing_cards" ADD CONSTRAINT "_homepage_v_blocks_crossing_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_homepage_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_homepage_v_blocks_quotes_items" ADD CONSTRAINT "_homepage_v_blocks_quotes_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_homepage_v_blocks_quotes_items" ADD CONSTRAINT "_homepage_v_blocks_quotes_items_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_homepage_v_blocks_quotes_items" ADD CONSTRAINT "_homepage_v_blocks_quotes_items_logo_small_id_media_id_fk" FOREIGN KEY ("logo_small_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_homepage_v_blocks_quotes_items" ADD CONSTRAINT "_homepage_v_blocks_quotes_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_homepage_v_blocks_quotes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_homepage_v_blocks_quotes" ADD CONSTRAINT "_homepage_v_blocks_quotes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_homepage_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_case_study_slugs_v" ADD CONSTRAINT "_case_study_slugs_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_homepage_v_blocks_case_study_teasers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_homepage_v_blocks_case_study_teasers" ADD CONSTRAINT "_homepage_v_blocks_case_study_teasers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_homepage_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_homepage_v_blocks_webinars_teaser" ADD CONSTRAINT "_homepage_v_blocks_webinars_teaser_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_homepage_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_homepage_v_blocks_consultation_banner" ADD CONSTRAINT "_homepage_v_blocks_consultation_banner_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_homepage_v_blocks_consultation_banner" ADD CONSTRAINT "_homepage_v_blocks_consultation_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_homepage_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_homepage_v_blocks_product_accordion_items" ADD CONSTRAINT "_homepage_v_blocks_product_accordion_items_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_homepage_v_blocks_product_accordion_items" ADD CONSTRAINT "_homepage_v_blocks_product_accordion_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_homepage_v_blocks_product_accordion_items" ADD CONSTRAINT "_homepage_v_blocks_product_accordion_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_homepage_v_blocks_product_accordion"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_homepage_v_blocks_product_accordion" ADD CONSTRAINT "_homepage_v_blocks_product_accordion_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_homepage_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_homepage_v_blocks_video" ADD CONSTRAINT "_homepage_v_blocks_video_placeholder_image_id_media_id_fk" FOREIGN KEY ("placeholder_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_homepage_v_blocks_video" ADD CONSTRAINT "_homepage_v_blocks_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_homepage_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_homepage_v_blocks_news_widget" ADD CONSTRAINT "_homepage_v_blocks_news_widget_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_homepage_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_homepage_v_blocks_certifications_items" ADD CONSTRAINT "_homepage_v_blocks_certifications_items_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_homepage_v_blocks_certifications_items" ADD CONSTRAINT "_homepage_v_blocks_certifications_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_homepage_v_blocks_certifications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_homepage_v_blocks_certifications" ADD CONSTRAINT "_homepage_v_blocks_certifications_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_homepage_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_homepage_v_blocks_contact" ADD CONSTRAINT "_homepage_v_blocks_contact_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_homepage_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_homepage_v_blocks_stripe" ADD CONSTRAINT "_homepage_v_blocks_stripe_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_homepage_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "homepage_blocks_introduction_order_idx" ON "homepage_blocks_introduction" USING btree ("_order");
  CREATE INDEX "homepage_blocks_introduction_parent_id_idx" ON "homepage_blocks_introduction" USING btree ("_parent_id");
  CREATE INDEX "homepage_blocks_introduction_path_idx" ON "homepage_blocks_introduction" USING btree ("_path");
  CREATE INDEX "homepage_blocks_introduction_image_idx" ON "homepage_blocks_introduction" USING btree ("image_id");
  CREATE INDEX "homepage_blocks_audience_switch_order_idx" ON "homepage_blocks_audience_switch" USING btree ("_order");
  CREATE INDEX "homepage_blocks_audience_switch_parent_id_idx" ON "homepage_blocks_audience_switch" USING btree ("_parent_id");
  CREATE INDEX "homepage_blocks_audience_switch_path_idx" ON "homepage_blocks_audience_switch" USING btree ("_path");
  CREATE INDEX "homepage_blocks_crossing_cards_cards_order_idx" ON "homepage_blocks_crossing_cards_cards" USING btree ("_order");
  CREATE INDEX "homepage_blocks_crossing_cards_cards_parent_id_idx" ON "homepage_blocks_crossing_cards_cards" USING btree ("_parent_id");
  CREATE INDEX "homepage_blocks_crossing_cards_cards_image_idx" ON "homepage_blocks_crossing_cards_cards" USING btree ("image_id");
  CREATE INDEX "homepage_blocks_crossing_cards_order_idx" ON "homepage_blocks_crossing_cards" USING btree ("_order");
  CREATE INDEX "homepage_blocks_crossing_cards_parent_id_idx" ON "homepage_blocks_crossing_cards" USING btree ("_parent_id");
  CREATE INDEX "homepage_blocks_crossing_cards_path_idx" ON "homepage_blocks_crossing_cards" USING btree ("_path");
  CREATE INDEX "homepage_blocks_quotes_items_order_idx" ON "homepage_blocks_quotes_items" USING btree ("_order");
  CREATE INDEX "homepage_blocks_quotes_items_parent_id_idx" ON "homepage_blocks_quotes_items" USING btree ("_parent_id");
  CREATE INDEX "homepage_blocks_quotes_items_image_idx" ON "homepage_blocks_quotes_items" USING btree ("image_id");
  CREATE INDEX "homepage_blocks_quotes_items_logo_idx" ON "homepage_blocks_quotes_items" USING btree ("logo_id");
  CREATE INDEX "homepage_blocks_quotes_items_logo_small_idx" ON "homepage_blocks_quotes_items" USING btree ("logo_small_id");
  CREATE INDEX "homepage_blocks_quotes_order_idx" ON "homepage_blocks_quotes" USING btree ("_order");
  CREATE INDEX "homepage_blocks_quotes_parent_id_idx" ON "homepage_blocks_quotes" USING btree ("_parent_id");
  CREATE INDEX "homepage_blocks_quotes_path_idx" ON "homepage_blocks_quotes" USING btree ("_path");
  CREATE INDEX "case_study_slugs_order_idx" ON "case_study_slugs" USING btree ("_order");
  CREATE INDEX "case_study_slugs_parent_id_idx" ON "case_study_slugs" USING btree ("_parent_id");
  CREATE INDEX "homepage_blocks_case_study_teasers_order_idx" ON "homepage_blocks_case_study_teasers" USING btree ("_order");
  CREATE INDEX "homepage_blocks_case_study_teasers_parent_id_idx" ON "homepage_blocks_case_study_teasers" USING btree ("_parent_id");
  CREATE INDEX "homepage_blocks_case_study_teasers_path_idx" ON "homepage_blocks_case_study_teasers" USING btree ("_path");
  CREATE INDEX "homepage_blocks_webinars_teaser_order_idx" ON "homepage_blocks_webinars_teaser" USING btree ("_order");
  CREATE INDEX "homepage_blocks_webinars_teaser_parent_id_idx" ON "homepage_blocks_webinars_teaser" USING btree ("_parent_id");
  CREATE INDEX "homepage_blocks_webinars_teaser_path_idx" ON "homepage_blocks_webinars_teaser" USING btree ("_path");
  CREATE INDEX "homepage_blocks_consultation_banner_order_idx" ON "homepage_blocks_consultation_banner" USING btree ("_order");
  CREATE INDEX "homepage_blocks_consultation_banner_parent_id_idx" ON "homepage_blocks_consultation_banner" USING btree ("_parent_id");
  CREATE INDEX "homepage_blocks_consultation_banner_path_idx" ON "homepage_blocks_consultation_banner" USING btree ("_path");
  CREATE INDEX "homepage_blocks_consultation_banner_image_idx" ON "homepage_blocks_consultation_banner" USING btree ("image_id");
  CREATE INDEX "homepage_blocks_product_accordion_items_order_idx" ON "homepage_blocks_product_accordion_items" USING btree ("_order");
  CREATE INDEX "homepage_blocks_product_accordion_items_parent_id_idx" ON "homepage_blocks_product_accordion_items" USING btree ("_parent_id");
  CREATE INDEX "homepage_blocks_product_accordion_items_logo_idx" ON "homepage_blocks_product_accordion_items" USING btree ("logo_id");
  CREATE INDEX "homepage_blocks_product_accordion_items_image_idx" ON "homepage_blocks_product_accordion_items" USING btree ("image_id");
  CREATE INDEX "homepage_blocks_product_accordion_order_idx" ON "homepage_blocks_product_accordion" USING btree ("_order");
  CREATE INDEX "homepage_blocks_product_accordion_parent_id_idx" ON "homepage_blocks_product_accordion" USING btree ("_parent_id");
  CREATE INDEX "homepage_blocks_product_accordion_path_idx" ON "homepage_blocks_product_accordion" USING btree ("_path");
  CREATE INDEX "homepage_blocks_video_order_idx" ON "homepage_blocks_video" USING btree ("_order");
  CREATE INDEX "homepage_blocks_video_parent_id_idx" ON "homepage_blocks_video" USING btree ("_parent_id");
  CREATE INDEX "homepage_blocks_video_path_idx" ON "homepage_blocks_video" USING btree ("_path");
  CREATE INDEX "homepage_blocks_video_placeholder_image_idx" ON "homepage_blocks_video" USING btree ("placeholder_image_id");
  CREATE INDEX "homepage_blocks_news_widget_order_idx" ON "homepage_blocks_news_widget" USING btree ("_order");
  CREATE INDEX "homepage_blocks_news_widget_parent_id_idx" ON "homepage_blocks_news_widget" USING btree ("_parent_id");
  CREATE INDEX "homepage_blocks_news_widget_path_idx" ON "homepage_blocks_news_widget" USING btree ("_path");
  CREATE INDEX "homepage_blocks_certifications_items_order_idx" ON "homepage_blocks_certifications_items" USING btree ("_order");
  CREATE INDEX "homepage_blocks_certifications_items_parent_id_idx" ON "homepage_blocks_certifications_items" USING btree ("_parent_id");
  CREATE INDEX "homepage_blocks_certifications_items_logo_idx" ON "homepage_blocks_certifications_items" USING btree ("logo_id");
  CREATE INDEX "homepage_blocks_certifications_order_idx" ON "homepage_blocks_certifications" USING btree ("_order");
  CREATE INDEX "homepage_blocks_certifications_parent_id_idx" ON "homepage_blocks_certifications" USING btree ("_parent_id");
  CREATE INDEX "homepage_blocks_certifications_path_idx" ON "homepage_blocks_certifications" USING btree ("_path");
  CREATE INDEX "homepage_blocks_contact_order_idx" ON "homepage_blocks_contact" USING btree ("_order");
  CREATE INDEX "homepage_blocks_contact_parent_id_idx" ON "homepage_blocks_contact" USING btree ("_parent_id");
  CREATE INDEX "homepage_blocks_contact_path_idx" ON "homepage_blocks_contact" USING btree ("_path");
  CREATE INDEX "homepage_blocks_stripe_order_idx" ON "homepage_blocks_stripe" USING btree ("_order");
  CREATE INDEX "homepage_blocks_stripe_parent_id_idx" ON "homepage_blocks_stripe" USING btree ("_parent_id");
  CREATE INDEX "homepage_blocks_stripe_path_idx" ON "homepage_blocks_stripe" USING btree ("_path");
  CREATE INDEX "homepage__status_idx" ON "homepage" USING btree ("_status");
  CREATE INDEX "_homepage_v_blocks_introduction_order_idx" ON "_homepage_v_blocks_introduction" USING btree ("_order");
  CREATE INDEX "_homepage_v_blocks_introduction_parent_id_idx" ON "_homepage_v_blocks_introduction" USING btree ("_parent_id");
  CREATE INDEX "_homepage_v_blocks_introduction_path_idx" ON "_homepage_v_blocks_introduction" USING btree ("_path");
  CREATE INDEX "_homepage_v_blocks_introduction_image_idx" ON "_homepage_v_blocks_introduction" USING btree ("image_id");
  CREATE INDEX "_homepage_v_blocks_audience_switch_order_idx" ON "_homepage_v_blocks_audience_switch" USING btree ("_order");
  CREATE INDEX "_homepage_v_blocks_audience_switch_parent_id_idx" ON "_homepage_v_blocks_audience_switch" USING btree ("_parent_id");
  CREATE INDEX "_homepage_v_blocks_audience_switch_path_idx" ON "_homepage_v_blocks_audience_switch" USING btree ("_path");
  CREATE INDEX "_homepage_v_blocks_crossing_cards_cards_order_idx" ON "_homepage_v_blocks_crossing_cards_cards" USING btree ("_order");
  CREATE INDEX "_homepage_v_blocks_crossing_cards_cards_parent_id_idx" ON "_homepage_v_blocks_crossing_cards_cards" USING btree ("_parent_id");
  CREATE INDEX "_homepage_v_blocks_crossing_cards_cards_image_idx" ON "_homepage_v_blocks_crossing_cards_cards" USING btree ("image_id");
  CREATE INDEX "_homepage_v_blocks_crossing_cards_order_idx" ON "_homepage_v_blocks_crossing_cards" USING btree ("_order");
  CREATE INDEX "_homepage_v_blocks_crossing_cards_parent_id_idx" ON "_homepage_v_blocks_crossing_cards" USING btree ("_parent_id");
  CREATE INDEX "_homepage_v_blocks_crossing_cards_path_idx" ON "_homepage_v_blocks_crossing_cards" USING btree ("_path");
  CREATE INDEX "_homepage_v_blocks_quotes_items_order_idx" ON "_homepage_v_blocks_quotes_items" USING btree ("_order");
  CREATE INDEX "_homepage_v_blocks_quotes_items_parent_id_idx" ON "_homepage_v_blocks_quotes_items" USING btree ("_parent_id");
  CREATE INDEX "_homepage_v_blocks_quotes_items_image_idx" ON "_homepage_v_blocks_quotes_items" USING btree ("image_id");
  CREATE INDEX "_homepage_v_blocks_quotes_items_logo_idx" ON "_homepage_v_blocks_quotes_items" USING btree ("logo_id");
  CREATE INDEX "_homepage_v_blocks_quotes_items_logo_small_idx" ON "_homepage_v_blocks_quotes_items" USING btree ("logo_small_id");
  CREATE INDEX "_homepage_v_blocks_quotes_order_idx" ON "_homepage_v_blocks_quotes" USING btree ("_order");
  CREATE INDEX "_homepage_v_blocks_quotes_parent_id_idx" ON "_homepage_v_blocks_quotes" USING btree ("_parent_id");
  CREATE INDEX "_homepage_v_blocks_quotes_path_idx" ON "_homepage_v_blocks_quotes" USING btree ("_path");
  CREATE INDEX "_case_study_slugs_v_order_idx" ON "_case_study_slugs_v" USING btree ("_order");
  CREATE INDEX "_case_study_slugs_v_parent_id_idx" ON "_case_study_slugs_v" USING btree ("_parent_id");
  CREATE INDEX "_homepage_v_blocks_case_study_teasers_order_idx" ON "_homepage_v_blocks_case_study_teasers" USING btree ("_order");
  CREATE INDEX "_homepage_v_blocks_case_study_teasers_parent_id_idx" ON "_homepage_v_blocks_case_study_teasers" USING btree ("_parent_id");
  CREATE INDEX "_homepage_v_blocks_case_study_teasers_path_idx" ON "_homepage_v_blocks_case_study_teasers" USING btree ("_path");
  CREATE INDEX "_homepage_v_blocks_webinars_teaser_order_idx" ON "_homepage_v_blocks_webinars_teaser" USING btree ("_order");
  CREATE INDEX "_homepage_v_blocks_webinars_teaser_parent_id_idx" ON "_homepage_v_blocks_webinars_teaser" USING btree ("_parent_id");
  CREATE INDEX "_homepage_v_blocks_webinars_teaser_path_idx" ON "_homepage_v_blocks_webinars_teaser" USING btree ("_path");
  CREATE INDEX "_homepage_v_blocks_consultation_banner_order_idx" ON "_homepage_v_blocks_consultation_banner" USING btree ("_order");
  CREATE INDEX "_homepage_v_blocks_consultation_banner_parent_id_idx" ON "_homepage_v_blocks_consultation_banner" USING btree ("_parent_id");
  CREATE INDEX "_homepage_v_blocks_consultation_banner_path_idx" ON "_homepage_v_blocks_consultation_banner" USING btree ("_path");
  CREATE INDEX "_homepage_v_blocks_consultation_banner_image_idx" ON "_homepage_v_blocks_consultation_banner" USING btree ("image_id");
  CREATE INDEX "_homepage_v_blocks_product_accordion_items_order_idx" ON "_homepage_v_blocks_product_accordion_items" USING btree ("_order");
  CREATE INDEX "_homepage_v_blocks_product_accordion_items_parent_id_idx" ON "_homepage_v_blocks_product_accordion_items" USING btree ("_parent_id");
  CREATE INDEX "_homepage_v_blocks_product_accordion_items_logo_idx" ON "_homepage_v_blocks_product_accordion_items" USING btree ("logo_id");
  CREATE INDEX "_homepage_v_blocks_product_accordion_items_image_idx" ON "_homepage_v_blocks_product_accordion_items" USING btree ("image_id");
  CREATE INDEX "_homepage_v_blocks_product_accordion_order_idx" ON "_homepage_v_blocks_product_accordion" USING btree ("_order");
  CREATE INDEX "_homepage_v_blocks_product_accordion_parent_id_idx" ON "_homepage_v_blocks_product_accordion" USING btree ("_parent_id");
  CREATE INDEX "_homepage_v_blocks_product_accordion_path_idx" ON "_homepage_v_blocks_product_accordion" USING btree ("_path");
  CREATE INDEX "_homepage_v_blocks_video_order_idx" ON "_homepage_v_blocks_video" USING btree ("_order");
  CREATE INDEX "_homepage_v_blocks_video_parent_id_idx" ON "_homepage_v_blocks_video" USING btree ("_parent_id");
  CREATE INDEX "_homepage_v_blocks_video_path_idx" ON "_homepage_v_blocks_video" USING btree ("_path");
  CREATE INDEX "_homepage_v_blocks_video_placeholder_image_idx" ON "_homepage_v_blocks_video" USING btree ("placeholder_image_id");
  CREATE INDEX "_homepage_v_blocks_news_widget_order_idx" ON "_homepage_v_blocks_news_widget" USING btree ("_order");
  CREATE INDEX "_homepage_v_blocks_news_widget_parent_id_idx" ON "_homepage_v_blocks_news_widget" USING btree ("_parent_id");
  CREATE INDEX "_homepage_v_blocks_news_widget_path_idx" ON "_homepage_v_blocks_news_widget" USING btree ("_path");
  CREATE INDEX "_homepage_v_blocks_certifications_items_order_idx" ON "_homepage_v_blocks_certifications_items" USING btree ("_order");
  CREATE INDEX "_homepage_v_blocks_certifications_items_parent_id_idx" ON "_homepage_v_blocks_certifications_items" USING btree ("_parent_id");
  CREATE INDEX "_homepage_v_blocks_certifications_items_logo_idx" ON "_homepage_v_blocks_certifications_items" USING btree ("logo_id");
  CREATE INDEX "_homepage_v_blocks_certifications_order_idx" ON "_homepage_v_blocks_certifications" USING btree ("_order");
  CREATE INDEX "_homepage_v_blocks_certifications_parent_id_idx" ON "_homepage_v_blocks_certifications" USING btree ("_parent_id");
  CREATE INDEX "_homepage_v_blocks_certifications_path_idx" ON "_homepage_v_blocks_certifications" USING btree ("_path");
  CREATE INDEX "_homepage_v_blocks_contact_order_idx" ON "_homepage_v_blocks_contact" USING btree ("_order");
  CREATE INDEX "_homepage_v_blocks_contact_parent_id_idx" ON "_homepage_v_blocks_contact" USING btree ("_parent_id");
  CREATE INDEX "_homepage_v_blocks_contact_path_idx" ON "_homepage_v_blocks_contact" USING btree ("_path");
  CREATE INDEX "_homepage_v_blocks_stripe_order_idx" ON "_homepage_v_blocks_stripe" USING btree ("_order");
  CREATE INDEX "_homepage_v_blocks_stripe_parent_id_idx" ON "_homepage_v_blocks_stripe" USING btree ("_parent_id");
  CREATE INDEX "_homepage_v_blocks_stripe_path_idx" ON "_homepage_v_blocks_stripe" USING btree ("_path");
  CREATE INDEX "_homepage_v_version_version__status_idx" ON "_homepage_v" USING btree ("version__status");
  CREATE INDEX "_homepage_v_created_at_idx" ON "_homepage_v" USING btree ("created_at");
  CREATE INDEX "_homepage_v_updated_at_idx" ON "_homepage_v" USING btree ("updated_at");
  CREATE INDEX "_homepage_v_latest_idx" ON "_homepage_v" USING btree ("latest");
  CREATE INDEX "_homepage_v_autosave_idx" ON "_homepage_v" USING btree ("autosave");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "homepage_blocks_introduction" CASCADE;
  DROP TABLE "homepage_blocks_audience_switch" CASCADE;
  DROP TABLE "homepage_blocks_crossing_cards_cards" CASCADE;
  DROP TABLE "homepage_blocks_crossing_cards" CASCADE;
  DROP TABLE "homepage_blocks_quotes_items" CASCADE;
  DROP TABLE "homepage_blocks_quotes" CASCADE;
  DROP TABLE "case_study_slugs" CASCADE;
  DROP TABLE "homepage_blocks_case_study_teasers" CASCADE;
  DROP TABLE "homepage_blocks_webinars_teaser" CASCADE;
  DROP TABLE "homepage_blocks_consultation_banner" CASCADE;
  DROP TABLE "homepage_blocks_product_accordion_items" CASCADE;
  DROP TABLE "homepage_blocks_product_accordion" CASCADE;
  DROP TABLE "homepage_blocks_video" CASCADE;
  DROP TABLE "homepage_blocks_news_widget" CASCADE;
  DROP TABLE "homepage_blocks_certifications_items" CASCADE;
  DROP TABLE "homepage_blocks_certifications" CASCADE;
  DROP TABLE "homepage_blocks_contact" CASCADE;
  DROP TABLE "homepage_blocks_stripe" CASCADE;
  DROP TABLE "homepage" CASCADE;
  DROP TABLE "_homepage_v_blocks_introduction" CASCADE;
  DROP TABLE "_homepage_v_blocks_audience_switch" CASCADE;
  DROP TABLE "_homepage_v_blocks_crossing_cards_cards" CASCADE;
  DROP TABLE "_homepage_v_blocks_crossing_cards" CASCADE;
  DROP TABLE "_homepage_v_blocks_quotes_items" CASCADE;
  DROP TABLE "_homepage_v_blocks_quotes" CASCADE;
  DROP TABLE "_case_study_slugs_v" CASCADE;
  DROP TABLE "_homepage_v_blocks_case_study_teasers" CASCADE;
  DROP TABLE "_homepage_v_blocks_webinars_teaser" CASCADE;
  DROP TABLE "_homepage_v_blocks_consultation_banner" CASCADE;
  DROP TABLE "_homepage_v_blocks_product_accordion_items" CASCADE;
  DROP TABLE "_homepage_v_blocks_product_accordion" CASCADE;
  DROP TABLE "_homepage_v_blocks_video" CASCADE;
  DROP TABLE "_homepage_v_blocks_news_widget" CASCADE;
  DROP TABLE "_homepage_v_blocks_certifications_items" CASCADE;
  DROP TABLE "_homepage_v_blocks_certifications" CASCADE;
  DROP TABLE "_homepage_v_blocks_contact" CASCADE;
  DROP TABLE "_homepage_v_blocks_stripe" CASCADE;
  DROP TABLE "_homepage_v" CASCADE;
  DROP TYPE "public"."enum_homepage_blocks_introduction_audience";
  DROP TYPE "public"."enum_homepage_blocks_introduction_background_class";
  DROP TYPE "public"."enum_homepage_blocks_audience_switch_audience";
  DROP TYPE "public"."enum_homepage_blocks_crossing_cards_audience";
  DROP TYPE "public"."enum_homepage_blocks_quotes_audience";
  DROP TYPE "public"."enum_homepage_blocks_case_study_teasers_audience";
  DROP TYPE "public"."enum_homepage_blocks_webinars_teaser_audience";
  DROP TYPE "public"."enum_homepage_blocks_consultation_banner_audience";
  DROP TYPE "public"."enum_homepage_blocks_consultation_banner_background_class";
  DROP TYPE "public"."enum_homepage_blocks_product_accordion_audience";
  DROP TYPE "public"."enum_homepage_blocks_video_audience";
  DROP TYPE "public"."enum_homepage_blocks_video_background_class";
  DROP TYPE "public"."enum_homepage_blocks_news_widget_audience";
  DROP TYPE "public"."enum_homepage_blocks_certifications_audience";
  DROP TYPE "public"."enum_homepage_blocks_contact_audience";
  DROP TYPE "public"."enum_homepage_blocks_stripe_audience";
  DROP TYPE "public"."enum_homepage_blocks_stripe_background_class";
  DROP TYPE "public"."enum_homepage_blocks_stripe_button_class";
  DROP TYPE "public"."enum_homepage_blocks_stripe_analytics_event";
  DROP TYPE "public"."enum_homepage_status";
  DROP TYPE "public"."enum__homepage_v_blocks_introduction_audience";
  DROP TYPE "public"."enum__homepage_v_blocks_introduction_background_class";
  DROP TYPE "public"."enum__homepage_v_blocks_audience_switch_audience";
  DROP TYPE "public"."enum__homepage_v_blocks_crossing_cards_audience";
  DROP TYPE "public"."enum__homepage_v_blocks_quotes_audience";
  DROP TYPE "public"."enum__homepage_v_blocks_case_study_teasers_audience";
  DROP TYPE "public"."enum__homepage_v_blocks_webinars_teaser_audience";
  DROP TYPE "public"."enum__homepage_v_blocks_consultation_banner_audience";
  DROP TYPE "public"."enum__homepage_v_blocks_consultation_banner_background_class";
  DROP TYPE "public"."enum__homepage_v_blocks_product_accordion_audience";
  DROP TYPE "public"."enum__homepage_v_blocks_video_audience";
  DROP TYPE "public"."enum__homepage_v_blocks_video_background_class";
  DROP TYPE "public"."enum__homepage_v_blocks_news_widget_audience";
  DROP TYPE "public"."enum__homepage_v_blocks_certifications_audience";
  DROP TYPE "public"."enum__homepage_v_blocks_contact_audience";
  DROP TYPE "public"."enum__homepage_v_blocks_stripe_audience";
  DROP TYPE "public"."enum__homepage_v_blocks_stripe_background_class";
  DROP TYPE "public"."enum__homepage_v_blocks_stripe_button_class";
  DROP TYPE "public"."enum__homepage_v_blocks_stripe_analytics_event";
  DROP TYPE "public"."enum__homepage_v_version_status";`)
}
