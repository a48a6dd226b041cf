import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_introduction_background_class" AS ENUM('white', 'light', 'brand', 'gradient');
  CREATE TYPE "public"."enum_pages_blocks_introduction_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum_pages_blocks_content_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum_pages_blocks_cards_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum_pages_blocks_faq_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum_pages_blocks_cta_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum_pages_blocks_form_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum_pages_blocks_news_list_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum_pages_blocks_experience_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum_pages_blocks_booking_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum_pages_blocks_audience_switch_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum_pages_blocks_crossing_cards_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum_pages_blocks_quotes_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum_pages_blocks_case_study_teasers_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum_pages_blocks_webinars_teaser_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum_pages_blocks_consultation_banner_background_class" AS ENUM('white', 'light', 'brand', 'gradient');
  CREATE TYPE "public"."enum_pages_blocks_consultation_banner_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum_pages_blocks_product_accordion_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum_pages_blocks_video_background_class" AS ENUM('white', 'light', 'brand', 'gradient');
  CREATE TYPE "public"."enum_pages_blocks_video_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum_pages_blocks_news_widget_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum_pages_blocks_certifications_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum_pages_blocks_contact_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum_pages_blocks_stripe_background_class" AS ENUM('white', 'light', 'brand', 'gradient');
  CREATE TYPE "public"."enum_pages_blocks_stripe_button_class" AS ENUM('primary', 'light', 'outline');
  CREATE TYPE "public"."enum_pages_blocks_stripe_analytics_event" AS ENUM('consultation_interest', 'signer_interest');
  CREATE TYPE "public"."enum_pages_blocks_stripe_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum__pages_v_blocks_introduction_background_class" AS ENUM('white', 'light', 'brand', 'gradient');
  CREATE TYPE "public"."enum__pages_v_blocks_introduction_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum__pages_v_blocks_content_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum__pages_v_blocks_cards_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum__pages_v_blocks_faq_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum__pages_v_blocks_cta_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum__pages_v_blocks_form_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum__pages_v_blocks_news_list_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum__pages_v_blocks_experience_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum__pages_v_blocks_booking_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum__pages_v_blocks_audience_switch_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum__pages_v_blocks_crossing_cards_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum__pages_v_blocks_quotes_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum__pages_v_blocks_case_study_teasers_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum__pages_v_blocks_webinars_teaser_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum__pages_v_blocks_consultation_banner_background_class" AS ENUM('white', 'light', 'brand', 'gradient');
  CREATE TYPE "public"."enum__pages_v_blocks_consultation_banner_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum__pages_v_blocks_product_accordion_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum__pages_v_blocks_video_background_class" AS ENUM('white', 'light', 'brand', 'gradient');
  CREATE TYPE "public"."enum__pages_v_blocks_video_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum__pages_v_blocks_news_widget_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum__pages_v_blocks_certifications_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum__pages_v_blocks_contact_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum__pages_v_blocks_stripe_background_class" AS ENUM('white', 'light', 'brand', 'gradient');
  CREATE TYPE "public"."enum__pages_v_blocks_stripe_button_class" AS ENUM('primary', 'light', 'outline');
  CREATE TYPE "public"."enum__pages_v_blocks_stripe_analytics_event" AS ENUM('consultation_interest', 'signer_interest');
  CREATE TYPE "public"."enum__pages_v_blocks_stripe_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum_site_settings_socials_network" AS ENUM('linkedin', 'facebook', 'youtube', 'instagram', 'x');
  CREATE TYPE "public"."enum_homepage_blocks_content_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum_homepage_blocks_cards_items_link_type" AS ENUM('page', 'path', 'url');
  CREATE TYPE "public"."enum_homepage_blocks_cards_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum_homepage_blocks_faq_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum_homepage_blocks_cta_links_link_type" AS ENUM('page', 'path', 'url');
  CREATE TYPE "public"."enum_homepage_blocks_cta_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum_homepage_blocks_form_form" AS ENUM('contact', 'pricing', 'trial', 'consultation', 'event', 'golf', 'hrConference', 'sunsetParty');
  CREATE TYPE "public"."enum_homepage_blocks_form_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum_homepage_blocks_news_list_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum_homepage_blocks_experience_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum_homepage_blocks_booking_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum__homepage_v_blocks_content_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum__homepage_v_blocks_cards_items_link_type" AS ENUM('page', 'path', 'url');
  CREATE TYPE "public"."enum__homepage_v_blocks_cards_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum__homepage_v_blocks_faq_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum__homepage_v_blocks_cta_links_link_type" AS ENUM('page', 'path', 'url');
  CREATE TYPE "public"."enum__homepage_v_blocks_cta_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum__homepage_v_blocks_form_form" AS ENUM('contact', 'pricing', 'trial', 'consultation', 'event', 'golf', 'hrConference', 'sunsetParty');
  CREATE TYPE "public"."enum__homepage_v_blocks_form_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum__homepage_v_blocks_news_list_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum__homepage_v_blocks_experience_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TYPE "public"."enum__homepage_v_blocks_booking_audience" AS ENUM('both', 'companies', 'publicAdministration');
  CREATE TABLE "pages_blocks_introduction" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"background_class" "enum_pages_blocks_introduction_background_class" DEFAULT 'white',
  	"heading" varchar,
  	"text" varchar,
  	"button_text" varchar,
  	"button_u_r_l" varchar,
  	"push_consultation_dlp" boolean DEFAULT true,
  	"image_id" integer,
  	"audience" "enum_pages_blocks_introduction_audience" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_booking" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Vyberte si termín konzultace',
  	"text" varchar,
  	"link_text" varchar DEFAULT 'Otevřít rezervační kalendář',
  	"audience" "enum_pages_blocks_booking_audience" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_audience_switch" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"legend" varchar DEFAULT 'Řešení pro',
  	"companies_label" varchar DEFAULT 'Firmy',
  	"public_administration_label" varchar DEFAULT 'Veřejná správa',
  	"audience" "enum_pages_blocks_audience_switch_audience" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_crossing_cards_cards" (
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
  
  CREATE TABLE "pages_blocks_crossing_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"audience" "enum_pages_blocks_crossing_cards_audience" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_quotes_items" (
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
  
  CREATE TABLE "pages_blocks_quotes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"audience" "enum_pages_blocks_quotes_audience" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_case_study_teasers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"link_text" varchar,
  	"audience" "enum_pages_blocks_case_study_teasers_audience" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_webinars_teaser" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"link_text" varchar,
  	"audience" "enum_pages_blocks_webinars_teaser_audience" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_consultation_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"background_class" "enum_pages_blocks_consultation_banner_background_class" DEFAULT 'white',
  	"heading" varchar,
  	"text" varchar,
  	"button_text" varchar,
  	"button_u_r_l" varchar DEFAULT '/konzultace',
  	"image_id" integer,
  	"audience" "enum_pages_blocks_consultation_banner_audience" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_product_accordion_items" (
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
  
  CREATE TABLE "pages_blocks_product_accordion" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"audience" "enum_pages_blocks_product_accordion_audience" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"background_class" "enum_pages_blocks_video_background_class" DEFAULT 'white',
  	"title" varchar,
  	"perex" varchar,
  	"embeded_video_link" varchar,
  	"video_link" varchar,
  	"video_link_text" varchar DEFAULT 'Chci podepsat dokument',
  	"placeholder_image_id" integer,
  	"audience" "enum_pages_blocks_video_audience" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_news_widget" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"script_url" varchar DEFAULT 'https://static.elfsight.com/platform/platform.js',
  	"fallback_text" varchar DEFAULT 'Novinky najdete také na našem LinkedInu',
  	"fallback_url" varchar,
  	"audience" "enum_pages_blocks_news_widget_audience" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_certifications_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"logo_id" integer,
  	"name" varchar,
  	"description" varchar
  );
  
  CREATE TABLE "pages_blocks_certifications" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"audience" "enum_pages_blocks_certifications_audience" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_contact" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"address" varchar,
  	"button_text" varchar,
  	"button_path" varchar,
  	"audience" "enum_pages_blocks_contact_audience" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_stripe" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"background_class" "enum_pages_blocks_stripe_background_class" DEFAULT 'white',
  	"title" varchar,
  	"button_class" "enum_pages_blocks_stripe_button_class" DEFAULT 'primary',
  	"button_text" varchar,
  	"button_path" varchar,
  	"analytics_event" "enum_pages_blocks_stripe_analytics_event",
  	"audience" "enum_pages_blocks_stripe_audience" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_introduction" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"background_class" "enum__pages_v_blocks_introduction_background_class" DEFAULT 'white',
  	"heading" varchar,
  	"text" varchar,
  	"button_text" varchar,
  	"button_u_r_l" varchar,
  	"push_consultation_dlp" boolean DEFAULT true,
  	"image_id" integer,
  	"audience" "enum__pages_v_blocks_introduction_audience" DEFAULT 'both',
  	"_uuid" varchar,
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
  	"audience" "enum__pages_v_blocks_booking_audience" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_audience_switch" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"legend" varchar DEFAULT 'Řešení pro',
  	"companies_label" varchar DEFAULT 'Firmy',
  	"public_administration_label" varchar DEFAULT 'Veřejná správa',
  	"audience" "enum__pages_v_blocks_audience_switch_audience" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_crossing_cards_cards" (
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
  
  CREATE TABLE "_pages_v_blocks_crossing_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"audience" "enum__pages_v_blocks_crossing_cards_audience" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_quotes_items" (
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
  
  CREATE TABLE "_pages_v_blocks_quotes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"audience" "enum__pages_v_blocks_quotes_audience" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_case_study_teasers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"link_text" varchar,
  	"audience" "enum__pages_v_blocks_case_study_teasers_audience" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_webinars_teaser" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"link_text" varchar,
  	"audience" "enum__pages_v_blocks_webinars_teaser_audience" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_consultation_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"background_class" "enum__pages_v_blocks_consultation_banner_background_class" DEFAULT 'white',
  	"heading" varchar,
  	"text" varchar,
  	"button_text" varchar,
  	"button_u_r_l" varchar DEFAULT '/konzultace',
  	"image_id" integer,
  	"audience" "enum__pages_v_blocks_consultation_banner_audience" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_product_accordion_items" (
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
  
  CREATE TABLE "_pages_v_blocks_product_accordion" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"audience" "enum__pages_v_blocks_product_accordion_audience" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"background_class" "enum__pages_v_blocks_video_background_class" DEFAULT 'white',
  	"title" varchar,
  	"perex" varchar,
  	"embeded_video_link" varchar,
  	"video_link" varchar,
  	"video_link_text" varchar DEFAULT 'Chci podepsat dokument',
  	"placeholder_image_id" integer,
  	"audience" "enum__pages_v_blocks_video_audience" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_news_widget" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"script_url" varchar DEFAULT 'https://static.elfsight.com/platform/platform.js',
  	"fallback_text" varchar DEFAULT 'Novinky najdete také na našem LinkedInu',
  	"fallback_url" varchar,
  	"audience" "enum__pages_v_blocks_news_widget_audience" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_certifications_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"logo_id" integer,
  	"name" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_certifications" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"audience" "enum__pages_v_blocks_certifications_audience" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_contact" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"address" varchar,
  	"button_text" varchar,
  	"button_path" varchar,
  	"audience" "enum__pages_v_blocks_contact_audience" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_stripe" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"background_class" "enum__pages_v_blocks_stripe_background_class" DEFAULT 'white',
  	"title" varchar,
  	"button_class" "enum__pages_v_blocks_stripe_button_class" DEFAULT 'primary',
  	"button_text" varchar,
  	"button_path" varchar,
  	"analytics_event" "enum__pages_v_blocks_stripe_analytics_event",
  	"audience" "enum__pages_v_blocks_stripe_audience" DEFAULT 'both',
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
  
  CREATE TABLE "homepage_blocks_content" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"rich_text" jsonb,
  	"anchor" varchar,
  	"audience" "enum_homepage_blocks_content_audience" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "homepage_blocks_cards_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"text" varchar,
  	"link_type" "enum_homepage_blocks_cards_items_link_type" DEFAULT 'page',
  	"link_new_tab" boolean,
  	"link_page_id" integer,
  	"link_hash" varchar,
  	"link_path" varchar,
  	"link_url" varchar,
  	"link_label" varchar
  );
  
  CREATE TABLE "homepage_blocks_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"anchor" varchar,
  	"audience" "enum_homepage_blocks_cards_audience" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "homepage_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"answer" jsonb
  );
  
  CREATE TABLE "homepage_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"anchor" varchar,
  	"audience" "enum_homepage_blocks_faq_audience" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "homepage_blocks_cta_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_type" "enum_homepage_blocks_cta_links_link_type" DEFAULT 'page',
  	"link_new_tab" boolean,
  	"link_page_id" integer,
  	"link_hash" varchar,
  	"link_path" varchar,
  	"link_url" varchar,
  	"link_label" varchar
  );
  
  CREATE TABLE "homepage_blocks_cta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"audience" "enum_homepage_blocks_cta_audience" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "homepage_blocks_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"form" "enum_homepage_blocks_form_form" DEFAULT 'contact',
  	"title" varchar,
  	"label" varchar,
  	"thank_you_title" varchar DEFAULT 'Děkujeme',
  	"thank_you_text" varchar DEFAULT 'Ozveme se vám co nejdříve, obvykle do jednoho pracovního dne.',
  	"confirmation_page_id" integer,
  	"audience" "enum_homepage_blocks_form_audience" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "homepage_blocks_news_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"limit" numeric DEFAULT 20,
  	"audience" "enum_homepage_blocks_news_list_audience" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "homepage_blocks_experience" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Potkejte nás na akcích',
  	"upcoming_heading" varchar DEFAULT 'Nadcházející události',
  	"recordings_heading" varchar DEFAULT 'Záznamy webinářů',
  	"audience" "enum_homepage_blocks_experience_audience" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "homepage_blocks_booking" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Vyberte si termín konzultace',
  	"text" varchar,
  	"link_text" varchar DEFAULT 'Otevřít rezervační kalendář',
  	"audience" "enum_homepage_blocks_booking_audience" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "_homepage_v_blocks_content" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"rich_text" jsonb,
  	"anchor" varchar,
  	"audience" "enum__homepage_v_blocks_content_audience" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_homepage_v_blocks_cards_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"text" varchar,
  	"link_type" "enum__homepage_v_blocks_cards_items_link_type" DEFAULT 'page',
  	"link_new_tab" boolean,
  	"link_page_id" integer,
  	"link_hash" varchar,
  	"link_path" varchar,
  	"link_url" varchar,
  	"link_label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_homepage_v_blocks_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"anchor" varchar,
  	"audience" "enum__homepage_v_blocks_cards_audience" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_homepage_v_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"answer" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_homepage_v_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"anchor" varchar,
  	"audience" "enum__homepage_v_blocks_faq_audience" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_homepage_v_blocks_cta_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_type" "enum__homepage_v_blocks_cta_links_link_type" DEFAULT 'page',
  	"link_new_tab" boolean,
  	"link_page_id" integer,
  	"link_hash" varchar,
  	"link_path" varchar,
  	"link_url" varchar,
  	"link_label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_homepage_v_blocks_cta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"audience" "enum__homepage_v_blocks_cta_audience" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_homepage_v_blocks_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"form" "enum__homepage_v_blocks_form_form" DEFAULT 'contact',
  	"title" varchar,
  	"label" varchar,
  	"thank_you_title" varchar DEFAULT 'Děkujeme',
  	"thank_you_text" varchar DEFAULT 'Ozveme se vám co nejdříve, obvykle do jednoho pracovního dne.',
  	"confirmation_page_id" integer,
  	"audience" "enum__homepage_v_blocks_form_audience" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_homepage_v_blocks_news_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"limit" numeric DEFAULT 20,
  	"audience" "enum__homepage_v_blocks_news_list_audience" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_homepage_v_blocks_experience" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Potkejte nás na akcích',
  	"upcoming_heading" varchar DEFAULT 'Nadcházející události',
  	"recordings_heading" varchar DEFAULT 'Záznamy webinářů',
  	"audience" "enum__homepage_v_blocks_experience_audience" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_homepage_v_blocks_booking" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Vyberte si termín konzultace',
  	"text" varchar,
  	"link_text" varchar DEFAULT 'Otevřít rezervační kalendář',
  	"audience" "enum__homepage_v_blocks_booking_audience" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "job_postings" ALTER COLUMN "contact_email" DROP DEFAULT;
  ALTER TABLE "_job_postings_v" ALTER COLUMN "version_contact_email" DROP DEFAULT;
  ALTER TABLE "pages_blocks_content" ADD COLUMN "audience" "enum_pages_blocks_content_audience" DEFAULT 'both';
  ALTER TABLE "pages_blocks_cards" ADD COLUMN "audience" "enum_pages_blocks_cards_audience" DEFAULT 'both';
  ALTER TABLE "pages_blocks_faq" ADD COLUMN "audience" "enum_pages_blocks_faq_audience" DEFAULT 'both';
  ALTER TABLE "pages_blocks_cta" ADD COLUMN "audience" "enum_pages_blocks_cta_audience" DEFAULT 'both';
  ALTER TABLE "pages_blocks_news_list" ADD COLUMN "audience" "enum_pages_blocks_news_list_audience" DEFAULT 'both';
  ALTER TABLE "pages_blocks_form" ADD COLUMN "thank_you_title" varchar DEFAULT 'Děkujeme';
  ALTER TABLE "pages_blocks_form" ADD COLUMN "thank_you_text" varchar DEFAULT 'Ozveme se vám co nejdříve, obvykle do jednoho pracovního dne.';
  ALTER TABLE "pages_blocks_form" ADD COLUMN "confirmation_page_id" integer;
  ALTER TABLE "pages_blocks_form" ADD COLUMN "audience" "enum_pages_blocks_form_audience" DEFAULT 'both';
  ALTER TABLE "pages_blocks_experience" ADD COLUMN "audience" "enum_pages_blocks_experience_audience" DEFAULT 'both';
  ALTER TABLE "_pages_v_blocks_content" ADD COLUMN "audience" "enum__pages_v_blocks_content_audience" DEFAULT 'both';
  ALTER TABLE "_pages_v_blocks_cards" ADD COLUMN "audience" "enum__pages_v_blocks_cards_audience" DEFAULT 'both';
  ALTER TABLE "_pages_v_blocks_faq" ADD COLUMN "audience" "enum__pages_v_blocks_faq_audience" DEFAULT 'both';
  ALTER TABLE "_pages_v_blocks_cta" ADD COLUMN "audience" "enum__pages_v_blocks_cta_audience" DEFAULT 'both';
  ALTER TABLE "_pages_v_blocks_news_list" ADD COLUMN "audience" "enum__pages_v_blocks_news_list_audience" DEFAULT 'both';
  ALTER TABLE "_pages_v_blocks_form" ADD COLUMN "thank_you_title" varchar DEFAULT 'Děkujeme';
  ALTER TABLE "_pages_v_blocks_form" ADD COLUMN "thank_you_text" varchar DEFAULT 'Ozveme se vám co nejdříve, obvykle do jednoho pracovního dne.';
  ALTER TABLE "_pages_v_blocks_form" ADD COLUMN "confirmation_page_id" integer;
  ALTER TABLE "_pages_v_blocks_form" ADD COLUMN "audience" "enum__pages_v_blocks_form_audience" DEFAULT 'both';
  ALTER TABLE "_pages_v_blocks_experience" ADD COLUMN "audience" "enum__pages_v_blocks_experience_audience" DEFAULT 'both';
  ALTER TABLE "pages_blocks_introduction" ADD CONSTRAINT "pages_blocks_introduction_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_introduction" ADD CONSTRAINT "pages_blocks_introduction_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_booking" ADD CONSTRAINT "pages_blocks_booking_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_audience_switch" ADD CONSTRAINT "pages_blocks_audience_switch_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_crossing_cards_cards" ADD CONSTRAINT "pages_blocks_crossing_cards_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_crossing_cards_cards" ADD CONSTRAINT "pages_blocks_crossing_cards_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_crossing_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_crossing_cards" ADD CONSTRAINT "pages_blocks_crossing_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_quotes_items" ADD CONSTRAINT "pages_blocks_quotes_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_quotes_items" ADD CONSTRAINT "pages_blocks_quotes_items_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_quotes_items" ADD CONSTRAINT "pages_blocks_quotes_items_logo_small_id_media_id_fk" FOREIGN KEY ("logo_small_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_quotes_items" ADD CONSTRAINT "pages_blocks_quotes_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_quotes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_quotes" ADD CONSTRAINT "pages_blocks_quotes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_case_study_teasers" ADD CONSTRAINT "pages_blocks_case_study_teasers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_webinars_teaser" ADD CONSTRAINT "pages_blocks_webinars_teaser_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_consultation_banner" ADD CONSTRAINT "pages_blocks_consultation_banner_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_consultation_banner" ADD CONSTRAINT "pages_blocks_consultation_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_product_accordion_items" ADD CONSTRAINT "pages_blocks_product_accordion_items_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_product_accordion_items" ADD CONSTRAINT "pages_blocks_product_accordion_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_product_accordion_items" ADD CONSTRAINT "pages_blocks_product_accordion_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_product_accordion"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_product_accordion" ADD CONSTRAINT "pages_blocks_product_accordion_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_video" ADD CONSTRAINT "pages_blocks_video_placeholder_image_id_media_id_fk" FOREIGN KEY ("placeholder_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_video" ADD CONSTRAINT "pages_blocks_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_news_widget" ADD CONSTRAINT "pages_blocks_news_widget_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_certifications_items" ADD CONSTRAINT "pages_blocks_certifications_items_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_certifications_items" ADD CONSTRAINT "pages_blocks_certifications_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_certifications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_certifications" ADD CONSTRAINT "pages_blocks_certifications_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact" ADD CONSTRAINT "pages_blocks_contact_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_stripe" ADD CONSTRAINT "pages_blocks_stripe_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_introduction" ADD CONSTRAINT "_pages_v_blocks_introduction_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_introduction" ADD CONSTRAINT "_pages_v_blocks_introduction_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_booking" ADD CONSTRAINT "_pages_v_blocks_booking_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_audience_switch" ADD CONSTRAINT "_pages_v_blocks_audience_switch_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_crossing_cards_cards" ADD CONSTRAINT "_pages_v_blocks_crossing_cards_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_crossing_cards_cards" ADD CONSTRAINT "_pages_v_blocks_crossing_cards_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_crossing_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_crossing_cards" ADD CONSTRAINT "_pages_v_blocks_crossing_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_quotes_items" ADD CONSTRAINT "_pages_v_blocks_quotes_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_quotes_items" ADD CONSTRAINT "_pages_v_blocks_quotes_items_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_quotes_items" ADD CONSTRAINT "_pages_v_blocks_quotes_items_logo_small_id_media_id_fk" FOREIGN KEY ("logo_small_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_quotes_items" ADD CONSTRAINT "_pages_v_blocks_quotes_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_quotes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_quotes" ADD CONSTRAINT "_pages_v_blocks_quotes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_case_study_teasers" ADD CONSTRAINT "_pages_v_blocks_case_study_teasers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_webinars_teaser" ADD CONSTRAINT "_pages_v_blocks_webinars_teaser_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_consultation_banner" ADD CONSTRAINT "_pages_v_blocks_consultation_banner_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_consultation_banner" ADD CONSTRAINT "_pages_v_blocks_consultation_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_product_accordion_items" ADD CONSTRAINT "_pages_v_blocks_product_accordion_items_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_product_accordion_items" ADD CONSTRAINT "_pages_v_blocks_product_accordion_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_product_accordion_items" ADD CONSTRAINT "_pages_v_blocks_product_accordion_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_product_accordion"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_product_accordion" ADD CONSTRAINT "_pages_v_blocks_product_accordion_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video" ADD CONSTRAINT "_pages_v_blocks_video_placeholder_image_id_media_id_fk" FOREIGN KEY ("placeholder_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video" ADD CONSTRAINT "_pages_v_blocks_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_news_widget" ADD CONSTRAINT "_pages_v_blocks_news_widget_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_certifications_items" ADD CONSTRAINT "_pages_v_blocks_certifications_items_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_certifications_items" ADD CONSTRAINT "_pages_v_blocks_certifications_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_certifications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_certifications" ADD CONSTRAINT "_pages_v_blocks_certifications_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_contact" ADD CONSTRAINT "_pages_v_blocks_contact_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_stripe" ADD CONSTRAINT "_pages_v_blocks_stripe_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_login_links" ADD CONSTRAINT "site_settings_login_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_socials" ADD CONSTRAINT "site_settings_socials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "homepage_blocks_content" ADD CONSTRAINT "homepage_blocks_content_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."homepage"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "homepage_blocks_cards_items" ADD CONSTRAINT "homepage_blocks_cards_items_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "homepage_blocks_cards_items" ADD CONSTRAINT "homepage_blocks_cards_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."homepage_blocks_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "homepage_blocks_cards" ADD CONSTRAINT "homepage_blocks_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."homepage"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "homepage_blocks_faq_items" ADD CONSTRAINT "homepage_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."homepage_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "homepage_blocks_faq" ADD CONSTRAINT "homepage_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."homepage"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "homepage_blocks_cta_links" ADD CONSTRAINT "homepage_blocks_cta_links_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "homepage_blocks_cta_links" ADD CONSTRAINT "homepage_blocks_cta_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."homepage_blocks_cta"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "homepage_blocks_cta" ADD CONSTRAINT "homepage_blocks_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."homepage"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "homepage_blocks_form" ADD CONSTRAINT "homepage_blocks_form_confirmation_page_id_pages_id_fk" FOREIGN KEY ("confirmation_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "homepage_blocks_form" ADD CONSTRAINT "homepage_blocks_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."homepage"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "homepage_blocks_news_list" ADD CONSTRAINT "homepage_blocks_news_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."homepage"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "homepage_blocks_experience" ADD CONSTRAINT "homepage_blocks_experience_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."homepage"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "homepage_blocks_booking" ADD CONSTRAINT "homepage_blocks_booking_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."homepage"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_homepage_v_blocks_content" ADD CONSTRAINT "_homepage_v_blocks_content_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_homepage_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_homepage_v_blocks_cards_items" ADD CONSTRAINT "_homepage_v_blocks_cards_items_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_homepage_v_blocks_cards_items" ADD CONSTRAINT "_homepage_v_blocks_cards_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_homepage_v_blocks_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_homepage_v_blocks_cards" ADD CONSTRAINT "_homepage_v_blocks_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_homepage_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_homepage_v_blocks_faq_items" ADD CONSTRAINT "_homepage_v_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_homepage_v_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_homepage_v_blocks_faq" ADD CONSTRAINT "_homepage_v_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_homepage_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_homepage_v_blocks_cta_links" ADD CONSTRAINT "_homepage_v_blocks_cta_links_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_homepage_v_blocks_cta_links" ADD CONSTRAINT "_homepage_v_blocks_cta_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_homepage_v_blocks_cta"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_homepage_v_blocks_cta" ADD CONSTRAINT "_homepage_v_blocks_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_homepage_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_homepage_v_blocks_form" ADD CONSTRAINT "_homepage_v_blocks_form_confirmation_page_id_pages_id_fk" FOREIGN KEY ("confirmation_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_homepage_v_blocks_form" ADD CONSTRAINT "_homepage_v_blocks_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_homepage_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_homepage_v_blocks_news_list" ADD CONSTRAINT "_homepage_v_blocks_news_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_homepage_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_homepage_v_blocks_experience" ADD CONSTRAINT "_homepage_v_blocks_experience_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_homepage_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_homepage_v_blocks_booking" ADD CONSTRAINT "_homepage_v_blocks_booking_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_homepage_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_introduction_order_idx" ON "pages_blocks_introduction" USING btree ("_order");
  CREATE INDEX "pages_blocks_introduction_parent_id_idx" ON "pages_blocks_introduction" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_introduction_path_idx" ON "pages_blocks_introduction" USING btree ("_path");
  CREATE INDEX "pages_blocks_introduction_image_idx" ON "pages_blocks_introduction" USING btree ("image_id");
  CREATE INDEX "pages_blocks_booking_order_idx" ON "pages_blocks_booking" USING btree ("_order");
  CREATE INDEX "pages_blocks_booking_parent_id_idx" ON "pages_blocks_booking" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_booking_path_idx" ON "pages_blocks_booking" USING btree ("_path");
  CREATE INDEX "pages_blocks_audience_switch_order_idx" ON "pages_blocks_audience_switch" USING btree ("_order");
  CREATE INDEX "pages_blocks_audience_switch_parent_id_idx" ON "pages_blocks_audience_switch" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_audience_switch_path_idx" ON "pages_blocks_audience_switch" USING btree ("_path");
  CREATE INDEX "pages_blocks_crossing_cards_cards_order_idx" ON "pages_blocks_crossing_cards_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_crossing_cards_cards_parent_id_idx" ON "pages_blocks_crossing_cards_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_crossing_cards_cards_image_idx" ON "pages_blocks_crossing_cards_cards" USING btree ("image_id");
  CREATE INDEX "pages_blocks_crossing_cards_order_idx" ON "pages_blocks_crossing_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_crossing_cards_parent_id_idx" ON "pages_blocks_crossing_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_crossing_cards_path_idx" ON "pages_blocks_crossing_cards" USING btree ("_path");
  CREATE INDEX "pages_blocks_quotes_items_order_idx" ON "pages_blocks_quotes_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_quotes_items_parent_id_idx" ON "pages_blocks_quotes_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_quotes_items_image_idx" ON "pages_blocks_quotes_items" USING btree ("image_id");
  CREATE INDEX "pages_blocks_quotes_items_logo_idx" ON "pages_blocks_quotes_items" USING btree ("logo_id");
  CREATE INDEX "pages_blocks_quotes_items_logo_small_idx" ON "pages_blocks_quotes_items" USING btree ("logo_small_id");
  CREATE INDEX "pages_blocks_quotes_order_idx" ON "pages_blocks_quotes" USING btree ("_order");
  CREATE INDEX "pages_blocks_quotes_parent_id_idx" ON "pages_blocks_quotes" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_quotes_path_idx" ON "pages_blocks_quotes" USING btree ("_path");
  CREATE INDEX "pages_blocks_case_study_teasers_order_idx" ON "pages_blocks_case_study_teasers" USING btree ("_order");
  CREATE INDEX "pages_blocks_case_study_teasers_parent_id_idx" ON "pages_blocks_case_study_teasers" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_case_study_teasers_path_idx" ON "pages_blocks_case_study_teasers" USING btree ("_path");
  CREATE INDEX "pages_blocks_webinars_teaser_order_idx" ON "pages_blocks_webinars_teaser" USING btree ("_order");
  CREATE INDEX "pages_blocks_webinars_teaser_parent_id_idx" ON "pages_blocks_webinars_teaser" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_webinars_teaser_path_idx" ON "pages_blocks_webinars_teaser" USING btree ("_path");
  CREATE INDEX "pages_blocks_consultation_banner_order_idx" ON "pages_blocks_consultation_banner" USING btree ("_order");
  CREATE INDEX "pages_blocks_consultation_banner_parent_id_idx" ON "pages_blocks_consultation_banner" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_consultation_banner_path_idx" ON "pages_blocks_consultation_banner" USING btree ("_path");
  CREATE INDEX "pages_blocks_consultation_banner_image_idx" ON "pages_blocks_consultation_banner" USING btree ("image_id");
  CREATE INDEX "pages_blocks_product_accordion_items_order_idx" ON "pages_blocks_product_accordion_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_product_accordion_items_parent_id_idx" ON "pages_blocks_product_accordion_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_product_accordion_items_logo_idx" ON "pages_blocks_product_accordion_items" USING btree ("logo_id");
  CREATE INDEX "pages_blocks_product_accordion_items_image_idx" ON "pages_blocks_product_accordion_items" USING btree ("image_id");
  CREATE INDEX "pages_blocks_product_accordion_order_idx" ON "pages_blocks_product_accordion" USING btree ("_order");
  CREATE INDEX "pages_blocks_product_accordion_parent_id_idx" ON "pages_blocks_product_accordion" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_product_accordion_path_idx" ON "pages_blocks_product_accordion" USING btree ("_path");
  CREATE INDEX "pages_blocks_video_order_idx" ON "pages_blocks_video" USING btree ("_order");
  CREATE INDEX "pages_blocks_video_parent_id_idx" ON "pages_blocks_video" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_video_path_idx" ON "pages_blocks_video" USING btree ("_path");
  CREATE INDEX "pages_blocks_video_placeholder_image_idx" ON "pages_blocks_video" USING btree ("placeholder_image_id");
  CREATE INDEX "pages_blocks_news_widget_order_idx" ON "pages_blocks_news_widget" USING btree ("_order");
  CREATE INDEX "pages_blocks_news_widget_parent_id_idx" ON "pages_blocks_news_widget" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_news_widget_path_idx" ON "pages_blocks_news_widget" USING btree ("_path");
  CREATE INDEX "pages_blocks_certifications_items_order_idx" ON "pages_blocks_certifications_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_certifications_items_parent_id_idx" ON "pages_blocks_certifications_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_certifications_items_logo_idx" ON "pages_blocks_certifications_items" USING btree ("logo_id");
  CREATE INDEX "pages_blocks_certifications_order_idx" ON "pages_blocks_certifications" USING btree ("_order");
  CREATE INDEX "pages_blocks_certifications_parent_id_idx" ON "pages_blocks_certifications" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_certifications_path_idx" ON "pages_blocks_certifications" USING btree ("_path");
  CREATE INDEX "pages_blocks_contact_order_idx" ON "pages_blocks_contact" USING btree ("_order");
  CREATE INDEX "pages_blocks_contact_parent_id_idx" ON "pages_blocks_contact" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_contact_path_idx" ON "pages_blocks_contact" USING btree ("_path");
  CREATE INDEX "pages_blocks_stripe_order_idx" ON "pages_blocks_stripe" USING btree ("_order");
  CREATE INDEX "pages_blocks_stripe_parent_id_idx" ON "pages_blocks_stripe" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_stripe_path_idx" ON "pages_blocks_stripe" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_introduction_order_idx" ON "_pages_v_blocks_introduction" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_introduction_parent_id_idx" ON "_pages_v_blocks_introduction" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_introduction_path_idx" ON "_pages_v_blocks_introduction" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_introduction_image_idx" ON "_pages_v_blocks_introduction" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_booking_order_idx" ON "_pages_v_blocks_booking" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_booking_parent_id_idx" ON "_pages_v_blocks_booking" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_booking_path_idx" ON "_pages_v_blocks_booking" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_audience_switch_order_idx" ON "_pages_v_blocks_audience_switch" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_audience_switch_parent_id_idx" ON "_pages_v_blocks_audience_switch" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_audience_switch_path_idx" ON "_pages_v_blocks_audience_switch" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_crossing_cards_cards_order_idx" ON "_pages_v_blocks_crossing_cards_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_crossing_cards_cards_parent_id_idx" ON "_pages_v_blocks_crossing_cards_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_crossing_cards_cards_image_idx" ON "_pages_v_blocks_crossing_cards_cards" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_crossing_cards_order_idx" ON "_pages_v_blocks_crossing_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_crossing_cards_parent_id_idx" ON "_pages_v_blocks_crossing_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_crossing_cards_path_idx" ON "_pages_v_blocks_crossing_cards" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_quotes_items_order_idx" ON "_pages_v_blocks_quotes_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_quotes_items_parent_id_idx" ON "_pages_v_blocks_quotes_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_quotes_items_image_idx" ON "_pages_v_blocks_quotes_items" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_quotes_items_logo_idx" ON "_pages_v_blocks_quotes_items" USING btree ("logo_id");
  CREATE INDEX "_pages_v_blocks_quotes_items_logo_small_idx" ON "_pages_v_blocks_quotes_items" USING btree ("logo_small_id");
  CREATE INDEX "_pages_v_blocks_quotes_order_idx" ON "_pages_v_blocks_quotes" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_quotes_parent_id_idx" ON "_pages_v_blocks_quotes" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_quotes_path_idx" ON "_pages_v_blocks_quotes" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_case_study_teasers_order_idx" ON "_pages_v_blocks_case_study_teasers" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_case_study_teasers_parent_id_idx" ON "_pages_v_blocks_case_study_teasers" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_case_study_teasers_path_idx" ON "_pages_v_blocks_case_study_teasers" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_webinars_teaser_order_idx" ON "_pages_v_blocks_webinars_teaser" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_webinars_teaser_parent_id_idx" ON "_pages_v_blocks_webinars_teaser" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_webinars_teaser_path_idx" ON "_pages_v_blocks_webinars_teaser" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_consultation_banner_order_idx" ON "_pages_v_blocks_consultation_banner" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_consultation_banner_parent_id_idx" ON "_pages_v_blocks_consultation_banner" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_consultation_banner_path_idx" ON "_pages_v_blocks_consultation_banner" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_consultation_banner_image_idx" ON "_pages_v_blocks_consultation_banner" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_product_accordion_items_order_idx" ON "_pages_v_blocks_product_accordion_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_product_accordion_items_parent_id_idx" ON "_pages_v_blocks_product_accordion_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_product_accordion_items_logo_idx" ON "_pages_v_blocks_product_accordion_items" USING btree ("logo_id");
  CREATE INDEX "_pages_v_blocks_product_accordion_items_image_idx" ON "_pages_v_blocks_product_accordion_items" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_product_accordion_order_idx" ON "_pages_v_blocks_product_accordion" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_product_accordion_parent_id_idx" ON "_pages_v_blocks_product_accordion" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_product_accordion_path_idx" ON "_pages_v_blocks_product_accordion" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_video_order_idx" ON "_pages_v_blocks_video" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_video_parent_id_idx" ON "_pages_v_blocks_video" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_video_path_idx" ON "_pages_v_blocks_video" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_video_placeholder_image_idx" ON "_pages_v_blocks_video" USING btree ("placeholder_image_id");
  CREATE INDEX "_pages_v_blocks_news_widget_order_idx" ON "_pages_v_blocks_news_widget" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_news_widget_parent_id_idx" ON "_pages_v_blocks_news_widget" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_news_widget_path_idx" ON "_pages_v_blocks_news_widget" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_certifications_items_order_idx" ON "_pages_v_blocks_certifications_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_certifications_items_parent_id_idx" ON "_pages_v_blocks_certifications_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_certifications_items_logo_idx" ON "_pages_v_blocks_certifications_items" USING btree ("logo_id");
  CREATE INDEX "_pages_v_blocks_certifications_order_idx" ON "_pages_v_blocks_certifications" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_certifications_parent_id_idx" ON "_pages_v_blocks_certifications" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_certifications_path_idx" ON "_pages_v_blocks_certifications" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_contact_order_idx" ON "_pages_v_blocks_contact" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_contact_parent_id_idx" ON "_pages_v_blocks_contact" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_contact_path_idx" ON "_pages_v_blocks_contact" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_stripe_order_idx" ON "_pages_v_blocks_stripe" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_stripe_parent_id_idx" ON "_pages_v_blocks_stripe" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_stripe_path_idx" ON "_pages_v_blocks_stripe" USING btree ("_path");
  CREATE INDEX "site_settings_login_links_order_idx" ON "site_settings_login_links" USING btree ("_order");
  CREATE INDEX "site_settings_login_links_parent_id_idx" ON "site_settings_login_links" USING btree ("_parent_id");
  CREATE INDEX "site_settings_socials_order_idx" ON "site_settings_socials" USING btree ("_order");
  CREATE INDEX "site_settings_socials_parent_id_idx" ON "site_settings_socials" USING btree ("_parent_id");
  CREATE INDEX "homepage_blocks_content_order_idx" ON "homepage_blocks_content" USING btree ("_order");
  CREATE INDEX "homepage_blocks_content_parent_id_idx" ON "homepage_blocks_content" USING btree ("_parent_id");
  CREATE INDEX "homepage_blocks_content_path_idx" ON "homepage_blocks_content" USING btree ("_path");
  CREATE INDEX "homepage_blocks_cards_items_order_idx" ON "homepage_blocks_cards_items" USING btree ("_order");
  CREATE INDEX "homepage_blocks_cards_items_parent_id_idx" ON "homepage_blocks_cards_items" USING btree ("_parent_id");
  CREATE INDEX "homepage_blocks_cards_items_link_link_page_idx" ON "homepage_blocks_cards_items" USING btree ("link_page_id");
  CREATE INDEX "homepage_blocks_cards_order_idx" ON "homepage_blocks_cards" USING btree ("_order");
  CREATE INDEX "homepage_blocks_cards_parent_id_idx" ON "homepage_blocks_cards" USING btree ("_parent_id");
  CREATE INDEX "homepage_blocks_cards_path_idx" ON "homepage_blocks_cards" USING btree ("_path");
  CREATE INDEX "homepage_blocks_faq_items_order_idx" ON "homepage_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "homepage_blocks_faq_items_parent_id_idx" ON "homepage_blocks_faq_items" USING btree ("_parent_id");
  CREATE INDEX "homepage_blocks_faq_order_idx" ON "homepage_blocks_faq" USING btree ("_order");
  CREATE INDEX "homepage_blocks_faq_parent_id_idx" ON "homepage_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "homepage_blocks_faq_path_idx" ON "homepage_blocks_faq" USING btree ("_path");
  CREATE INDEX "homepage_blocks_cta_links_order_idx" ON "homepage_blocks_cta_links" USING btree ("_order");
  CREATE INDEX "homepage_blocks_cta_links_parent_id_idx" ON "homepage_blocks_cta_links" USING btree ("_parent_id");
  CREATE INDEX "homepage_blocks_cta_links_link_link_page_idx" ON "homepage_blocks_cta_links" USING btree ("link_page_id");
  CREATE INDEX "homepage_blocks_cta_order_idx" ON "homepage_blocks_cta" USING btree ("_order");
  CREATE INDEX "homepage_blocks_cta_parent_id_idx" ON "homepage_blocks_cta" USING btree ("_parent_id");
  CREATE INDEX "homepage_blocks_cta_path_idx" ON "homepage_blocks_cta" USING btree ("_path");
  CREATE INDEX "homepage_blocks_form_order_idx" ON "homepage_blocks_form" USING btree ("_order");
  CREATE INDEX "homepage_blocks_form_parent_id_idx" ON "homepage_blocks_form" USING btree ("_parent_id");
  CREATE INDEX "homepage_blocks_form_path_idx" ON "homepage_blocks_form" USING btree ("_path");
  CREATE INDEX "homepage_blocks_form_confirmation_page_idx" ON "homepage_blocks_form" USING btree ("confirmation_page_id");
  CREATE INDEX "homepage_blocks_news_list_order_idx" ON "homepage_blocks_news_list" USING btree ("_order");
  CREATE INDEX "homepage_blocks_news_list_parent_id_idx" ON "homepage_blocks_news_list" USING btree ("_parent_id");
  CREATE INDEX "homepage_blocks_news_list_path_idx" ON "homepage_blocks_news_list" USING btree ("_path");
  CREATE INDEX "homepage_blocks_experience_order_idx" ON "homepage_blocks_experience" USING btree ("_order");
  CREATE INDEX "homepage_blocks_experience_parent_id_idx" ON "homepage_blocks_experience" USING btree ("_parent_id");
  CREATE INDEX "homepage_blocks_experience_path_idx" ON "homepage_blocks_experience" USING btree ("_path");
  CREATE INDEX "homepage_blocks_booking_order_idx" ON "homepage_blocks_booking" USING btree ("_order");
  CREATE INDEX "homepage_blocks_booking_parent_id_idx" ON "homepage_blocks_booking" USING btree ("_parent_id");
  CREATE INDEX "homepage_blocks_booking_path_idx" ON "homepage_blocks_booking" USING btree ("_path");
  CREATE INDEX "_homepage_v_blocks_content_order_idx" ON "_homepage_v_blocks_content" USING btree ("_order");
  CREATE INDEX "_homepage_v_blocks_content_parent_id_idx" ON "_homepage_v_blocks_content" USING btree ("_parent_id");
  CREATE INDEX "_homepage_v_blocks_content_path_idx" ON "_homepage_v_blocks_content" USING btree ("_path");
  CREATE INDEX "_homepage_v_blocks_cards_items_order_idx" ON "_homepage_v_blocks_cards_items" USING btree ("_order");
  CREATE INDEX "_homepage_v_blocks_cards_items_parent_id_idx" ON "_homepage_v_blocks_cards_items" USING btree ("_parent_id");
  CREATE INDEX "_homepage_v_blocks_cards_items_link_link_page_idx" ON "_homepage_v_blocks_cards_items" USING btree ("link_page_id");
  CREATE INDEX "_homepage_v_blocks_cards_order_idx" ON "_homepage_v_blocks_cards" USING btree ("_order");
  CREATE INDEX "_homepage_v_blocks_cards_parent_id_idx" ON "_homepage_v_blocks_cards" USING btree ("_parent_id");
  CREATE INDEX "_homepage_v_blocks_cards_path_idx" ON "_homepage_v_blocks_cards" USING btree ("_path");
  CREATE INDEX "_homepage_v_blocks_faq_items_order_idx" ON "_homepage_v_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "_homepage_v_blocks_faq_items_parent_id_idx" ON "_homepage_v_blocks_faq_items" USING btree ("_parent_id");
  CREATE INDEX "_homepage_v_blocks_faq_order_idx" ON "_homepage_v_blocks_faq" USING btree ("_order");
  CREATE INDEX "_homepage_v_blocks_faq_parent_id_idx" ON "_homepage_v_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "_homepage_v_blocks_faq_path_idx" ON "_homepage_v_blocks_faq" USING btree ("_path");
  CREATE INDEX "_homepage_v_blocks_cta_links_order_idx" ON "_homepage_v_blocks_cta_links" USING btree ("_order");
  CREATE INDEX "_homepage_v_blocks_cta_links_parent_id_idx" ON "_homepage_v_blocks_cta_links" USING btree ("_parent_id");
  CREATE INDEX "_homepage_v_blocks_cta_links_link_link_page_idx" ON "_homepage_v_blocks_cta_links" USING btree ("link_page_id");
  CREATE INDEX "_homepage_v_blocks_cta_order_idx" ON "_homepage_v_blocks_cta" USING btree ("_order");
  CREATE INDEX "_homepage_v_blocks_cta_parent_id_idx" ON "_homepage_v_blocks_cta" USING btree ("_parent_id");
  CREATE INDEX "_homepage_v_blocks_cta_path_idx" ON "_homepage_v_blocks_cta" USING btree ("_path");
  CREATE INDEX "_homepage_v_blocks_form_order_idx" ON "_homepage_v_blocks_form" USING btree ("_order");
  CREATE INDEX "_homepage_v_blocks_form_parent_id_idx" ON "_homepage_v_blocks_form" USING btree ("_parent_id");
  CREATE INDEX "_homepage_v_blocks_form_path_idx" ON "_homepage_v_blocks_form" USING btree ("_path");
  CREATE INDEX "_homepage_v_blocks_form_confirmation_page_idx" ON "_homepage_v_blocks_form" USING btree ("confirmation_page_id");
  CREATE INDEX "_homepage_v_blocks_news_list_order_idx" ON "_homepage_v_blocks_news_list" USING btree ("_order");
  CREATE INDEX "_homepage_v_blocks_news_list_parent_id_idx" ON "_homepage_v_blocks_news_list" USING btree ("_parent_id");
  CREATE INDEX "_homepage_v_blocks_news_list_path_idx" ON "_homepage_v_blocks_news_list" USING btree ("_path");
  CREATE INDEX "_homepage_v_blocks_experience_order_idx" ON "_homepage_v_blocks_experience" USING btree ("_order");
  CREATE INDEX "_homepage_v_blocks_experience_parent_id_idx" ON "_homepage_v_blocks_experience" USING btree ("_parent_id");
  CREATE INDEX "_homepage_v_blocks_experience_path_idx" ON "_homepage_v_blocks_experience" USING btree ("_path");
  CREATE INDEX "_homepage_v_blocks_booking_order_idx" ON "_homepage_v_blocks_booking" USING btree ("_order");
  CREATE INDEX "_homepage_v_blocks_booking_parent_id_idx" ON "_homepage_v_blocks_booking" USING btree ("_parent_id");
  CREATE INDEX "_homepage_v_blocks_booking_path_idx" ON "_homepage_v_blocks_booking" USING btree ("_path");
  ALTER TABLE "pages_blocks_form" ADD CONSTRAINT "pages_blocks_form_confirmation_page_id_pages_id_fk" FOREIGN KEY ("confirmation_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_form" ADD CONSTRAINT "_pages_v_blocks_form_confirmation_page_id_pages_id_fk" FOREIGN KEY ("confirmation_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_blocks_form_confirmation_page_idx" ON "pages_blocks_form" USING btree ("confirmation_page_id");
  CREATE INDEX "_pages_v_blocks_form_confirmation_page_idx" ON "_pages_v_blocks_form" USING btree ("confirmation_page_id");
  ALTER TABLE "homepage_blocks_news_widget" DROP COLUMN "widget_class";
  ALTER TABLE "homepage_blocks_contact" DROP COLUMN "phone";
  ALTER TABLE "homepage_blocks_contact" DROP COLUMN "email";
  ALTER TABLE "_homepage_v_blocks_news_widget" DROP COLUMN "widget_class";
  ALTER TABLE "_homepage_v_blocks_contact" DROP COLUMN "phone";
  ALTER TABLE "_homepage_v_blocks_contact" DROP COLUMN "email";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_introduction" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_booking" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_audience_switch" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_crossing_cards_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_crossing_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_quotes_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_quotes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_case_study_teasers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_webinars_teaser" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_consultation_banner" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_product_accordion_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_product_accordion" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_video" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_news_widget" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_certifications_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_certifications" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_contact" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_stripe" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_introduction" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_booking" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_audience_switch" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_crossing_cards_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_crossing_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_quotes_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_quotes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_case_study_teasers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_webinars_teaser" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_consultation_banner" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_product_accordion_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_product_accordion" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_video" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_news_widget" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_certifications_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_certifications" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_contact" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_stripe" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_login_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_socials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "homepage_blocks_content" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "homepage_blocks_cards_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "homepage_blocks_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "homepage_blocks_faq_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "homepage_blocks_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "homepage_blocks_cta_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "homepage_blocks_cta" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "homepage_blocks_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "homepage_blocks_news_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "homepage_blocks_experience" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "homepage_blocks_booking" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_homepage_v_blocks_content" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_homepage_v_blocks_cards_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_homepage_v_blocks_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_homepage_v_blocks_faq_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_homepage_v_blocks_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_homepage_v_blocks_cta_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_homepage_v_blocks_cta" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_homepage_v_blocks_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_homepage_v_blocks_news_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_homepage_v_blocks_experience" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_homepage_v_blocks_booking" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_introduction" CASCADE;
  DROP TABLE "pages_blocks_booking" CASCADE;
  DROP TABLE "pages_blocks_audience_switch" CASCADE;
  DROP TABLE "pages_blocks_crossing_cards_cards" CASCADE;
  DROP TABLE "pages_blocks_crossing_cards" CASCADE;
  DROP TABLE "pages_blocks_quotes_items" CASCADE;
  DROP TABLE "pages_blocks_quotes" CASCADE;
  DROP TABLE "pages_blocks_case_study_teasers" CASCADE;
  DROP TABLE "pages_blocks_webinars_teaser" CASCADE;
  DROP TABLE "pages_blocks_consultation_banner" CASCADE;
  DROP TABLE "pages_blocks_product_accordion_items" CASCADE;
  DROP TABLE "pages_blocks_product_accordion" CASCADE;
  DROP TABLE "pages_blocks_video" CASCADE;
  DROP TABLE "pages_blocks_news_widget" CASCADE;
  DROP TABLE "pages_blocks_certifications_items" CASCADE;
  DROP TABLE "pages_blocks_certifications" CASCADE;
  DROP TABLE "pages_blocks_contact" CASCADE;
  DROP TABLE "pages_blocks_stripe" CASCADE;
  DROP TABLE "_pages_v_blocks_introduction" CASCADE;
  DROP TABLE "_pages_v_blocks_booking" CASCADE;
  DROP TABLE "_pages_v_blocks_audience_switch" CASCADE;
  DROP TABLE "_pages_v_blocks_crossing_cards_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_crossing_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_quotes_items" CASCADE;
  DROP TABLE "_pages_v_blocks_quotes" CASCADE;
  DROP TABLE "_pages_v_blocks_case_study_teasers" CASCADE;
  DROP TABLE "_pages_v_blocks_webinars_teaser" CASCADE;
  DROP TABLE "_pages_v_blocks_consultation_banner" CASCADE;
  DROP TABLE "_pages_v_blocks_product_accordion_items" CASCADE;
  DROP TABLE "_pages_v_blocks_product_accordion" CASCADE;
  DROP TABLE "_pages_v_blocks_video" CASCADE;
  DROP TABLE "_pages_v_blocks_news_widget" CASCADE;
  DROP TABLE "_pages_v_blocks_certifications_items" CASCADE;
  DROP TABLE "_pages_v_blocks_certifications" CASCADE;
  DROP TABLE "_pages_v_blocks_contact" CASCADE;
  DROP TABLE "_pages_v_blocks_stripe" CASCADE;
  DROP TABLE "site_settings_login_links" CASCADE;
  DROP TABLE "site_settings_socials" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TABLE "homepage_blocks_content" CASCADE;
  DROP TABLE "homepage_blocks_cards_items" CASCADE;
  DROP TABLE "homepage_blocks_cards" CASCADE;
  DROP TABLE "homepage_blocks_faq_items" CASCADE;
  DROP TABLE "homepage_blocks_faq" CASCADE;
  DROP TABLE "homepage_blocks_cta_links" CASCADE;
  DROP TABLE "homepage_blocks_cta" CASCADE;
  DROP TABLE "homepage_blocks_form" CASCADE;
  DROP TABLE "homepage_blocks_news_list" CASCADE;
  DROP TABLE "homepage_blocks_experience" CASCADE;
  DROP TABLE "homepage_blocks_booking" CASCADE;
  DROP TABLE "_homepage_v_blocks_content" CASCADE;
  DROP TABLE "_homepage_v_blocks_cards_items" CASCADE;
  DROP TABLE "_homepage_v_blocks_cards" CASCADE;
  DROP TABLE "_homepage_v_blocks_faq_items" CASCADE;
  DROP TABLE "_homepage_v_blocks_faq" CASCADE;
  DROP TABLE "_homepage_v_blocks_cta_links" CASCADE;
  DROP TABLE "_homepage_v_blocks_cta" CASCADE;
  DROP TABLE "_homepage_v_blocks_form" CASCADE;
  DROP TABLE "_homepage_v_blocks_news_list" CASCADE;
  DROP TABLE "_homepage_v_blocks_experience" CASCADE;
  DROP TABLE "_homepage_v_blocks_booking" CASCADE;
  ALTER TABLE "pages_blocks_form" DROP CONSTRAINT "pages_blocks_form_confirmation_page_id_pages_id_fk";
  
  ALTER TABLE "_pages_v_blocks_form" DROP CONSTRAINT "_pages_v_blocks_form_confirmation_page_id_pages_id_fk";
  
  DROP INDEX "pages_blocks_form_confirmation_page_idx";
  DROP INDEX "_pages_v_blocks_form_confirmation_page_idx";
  ALTER TABLE "job_postings" ALTER COLUMN "contact_email" SET DEFAULT 'kariera@602.cz';
  ALTER TABLE "_job_postings_v" ALTER COLUMN "version_contact_email" SET DEFAULT 'kariera@602.cz';
  ALTER TABLE "homepage_blocks_news_widget" ADD COLUMN "widget_class" varchar;
  ALTER TABLE "homepage_blocks_contact" ADD COLUMN "phone" varchar;
  ALTER TABLE "homepage_blocks_contact" ADD COLUMN "email" varchar;
  ALTER TABLE "_homepage_v_blocks_news_widget" ADD COLUMN "widget_class" varchar;
  ALTER TABLE "_homepage_v_blocks_contact" ADD COLUMN "phone" varchar;
  ALTER TABLE "_homepage_v_blocks_contact" ADD COLUMN "email" varchar;
  ALTER TABLE "pages_blocks_content" DROP COLUMN "audience";
  ALTER TABLE "pages_blocks_cards" DROP COLUMN "audience";
  ALTER TABLE "pages_blocks_faq" DROP COLUMN "audience";
  ALTER TABLE "pages_blocks_cta" DROP COLUMN "audience";
  ALTER TABLE "pages_blocks_form" DROP COLUMN "thank_you_title";
  ALTER TABLE "pages_blocks_form" DROP COLUMN "thank_you_text";
  ALTER TABLE "pages_blocks_form" DROP COLUMN "confirmation_page_id";
  ALTER TABLE "pages_blocks_form" DROP COLUMN "audience";
  ALTER TABLE "pages_blocks_news_list" DROP COLUMN "audience";
  ALTER TABLE "pages_blocks_experience" DROP COLUMN "audience";
  ALTER TABLE "_pages_v_blocks_content" DROP COLUMN "audience";
  ALTER TABLE "_pages_v_blocks_cards" DROP COLUMN "audience";
  ALTER TABLE "_pages_v_blocks_faq" DROP COLUMN "audience";
  ALTER TABLE "_pages_v_blocks_cta" DROP COLUMN "audience";
  ALTER TABLE "_pages_v_blocks_form" DROP COLUMN "thank_you_title";
  ALTER TABLE "_pages_v_blocks_form" DROP COLUMN "thank_you_text";
  ALTER TABLE "_pages_v_blocks_form" DROP COLUMN "confirmation_page_id";
  ALTER TABLE "_pages_v_blocks_form" DROP COLUMN "audience";
  ALTER TABLE "_pages_v_blocks_news_list" DROP COLUMN "audience";
  ALTER TABLE "_pages_v_blocks_experience" DROP COLUMN "audience";
  DROP TYPE "public"."enum_pages_blocks_introduction_background_class";
  DROP TYPE "public"."enum_pages_blocks_introduction_audience";
  DROP TYPE "public"."enum_pages_blocks_content_audience";
  DROP TYPE "public"."enum_pages_blocks_cards_audience";
  DROP TYPE "public"."enum_pages_blocks_faq_audience";
  DROP TYPE "public"."enum_pages_blocks_cta_audience";
  DROP TYPE "public"."enum_pages_blocks_form_audience";
  DROP TYPE "public"."enum_pages_blocks_news_list_audience";
  DROP TYPE "public"."enum_pages_blocks_experience_audience";
  DROP TYPE "public"."enum_pages_blocks_booking_audience";
  DROP TYPE "public"."enum_pages_blocks_audience_switch_audience";
  DROP TYPE "public"."enum_pages_blocks_crossing_cards_audience";
  DROP TYPE "public"."enum_pages_blocks_quotes_audience";
  DROP TYPE "public"."enum_pages_blocks_case_study_teasers_audience";
  DROP TYPE "public"."enum_pages_blocks_webinars_teaser_audience";
  DROP TYPE "public"."enum_pages_blocks_consultation_banner_background_class";
  DROP TYPE "public"."enum_pages_blocks_consultation_banner_audience";
  DROP TYPE "public"."enum_pages_blocks_product_accordion_audience";
  DROP TYPE "public"."enum_pages_blocks_video_background_class";
  DROP TYPE "public"."enum_pages_blocks_video_audience";
  DROP TYPE "public"."enum_pages_blocks_news_widget_audience";
  DROP TYPE "public"."enum_pages_blocks_certifications_audience";
  DROP TYPE "public"."enum_pages_blocks_contact_audience";
  DROP TYPE "public"."enum_pages_blocks_stripe_background_class";
  DROP TYPE "public"."enum_pages_blocks_stripe_button_class";
  DROP TYPE "public"."enum_pages_blocks_stripe_analytics_event";
  DROP TYPE "public"."enum_pages_blocks_stripe_audience";
  DROP TYPE "public"."enum__pages_v_blocks_introduction_background_class";
  DROP TYPE "public"."enum__pages_v_blocks_introduction_audience";
  DROP TYPE "public"."enum__pages_v_blocks_content_audience";
  DROP TYPE "public"."enum__pages_v_blocks_cards_audience";
  DROP TYPE "public"."enum__pages_v_blocks_faq_audience";
  DROP TYPE "public"."enum__pages_v_blocks_cta_audience";
  DROP TYPE "public"."enum__pages_v_blocks_form_audience";
  DROP TYPE "public"."enum__pages_v_blocks_news_list_audience";
  DROP TYPE "public"."enum__pages_v_blocks_experience_audience";
  DROP TYPE "public"."enum__pages_v_blocks_booking_audience";
  DROP TYPE "public"."enum__pages_v_blocks_audience_switch_audience";
  DROP TYPE "public"."enum__pages_v_blocks_crossing_cards_audience";
  DROP TYPE "public"."enum__pages_v_blocks_quotes_audience";
  DROP TYPE "public"."enum__pages_v_blocks_case_study_teasers_audience";
  DROP TYPE "public"."enum__pages_v_blocks_webinars_teaser_audience";
  DROP TYPE "public"."enum__pages_v_blocks_consultation_banner_background_class";
  DROP TYPE "public"."enum__pages_v_blocks_consultation_banner_audience";
  DROP TYPE "public"."enum__pages_v_blocks_product_accordion_audience";
  DROP TYPE "public"."enum__pages_v_blocks_video_background_class";
  DROP TYPE "public"."enum__pages_v_blocks_video_audience";
  DROP TYPE "public"."enum__pages_v_blocks_news_widget_audience";
  DROP TYPE "public"."enum__pages_v_blocks_certifications_audience";
  DROP TYPE "public"."enum__pages_v_blocks_contact_audience";
  DROP TYPE "public"."enum__pages_v_blocks_stripe_background_class";
  DROP TYPE "public"."enum__pages_v_blocks_stripe_button_class";
  DROP TYPE "public"."enum__pages_v_blocks_stripe_analytics_event";
  DROP TYPE "public"."enum__pages_v_blocks_stripe_audience";
  DROP TYPE "public"."enum_site_settings_socials_network";
  DROP TYPE "public"."enum_homepage_blocks_content_audience";
  DROP TYPE "public"."enum_homepage_blocks_cards_items_link_type";
  DROP TYPE "public"."enum_homepage_blocks_cards_audience";
  DROP TYPE "public"."enum_homepage_blocks_faq_audience";
  DROP TYPE "public"."enum_homepage_blocks_cta_links_link_type";
  DROP TYPE "public"."enum_homepage_blocks_cta_audience";
  DROP TYPE "public"."enum_homepage_blocks_form_form";
  DROP TYPE "public"."enum_homepage_blocks_form_audience";
  DROP TYPE "public"."enum_homepage_blocks_news_list_audience";
  DROP TYPE "public"."enum_homepage_blocks_experience_audience";
  DROP TYPE "public"."enum_homepage_blocks_booking_audience";
  DROP TYPE "public"."enum__homepage_v_blocks_content_audience";
  DROP TYPE "public"."enum__homepage_v_blocks_cards_items_link_type";
  DROP TYPE "public"."enum__homepage_v_blocks_cards_audience";
  DROP TYPE "public"."enum__homepage_v_blocks_faq_audience";
  DROP TYPE "public"."enum__homepage_v_blocks_cta_links_link_type";
  DROP TYPE "public"."enum__homepage_v_blocks_cta_audience";
  DROP TYPE "public"."enum__homepage_v_blocks_form_form";
  DROP TYPE "public"."enum__homepage_v_blocks_form_audience";
  DROP TYPE "public"."enum__homepage_v_blocks_news_list_audience";
  DROP TYPE "public"."enum__homepage_v_blocks_experience_audience";
  DROP TYPE "public"."enum__homepage_v_blocks_booking_audience";`)
}
