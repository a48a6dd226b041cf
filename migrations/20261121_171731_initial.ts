import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_hero_actions_link_type" AS ENUM('page', 'path', 'url');
  CREATE TYPE "public"."enum_pages_blocks_cards_items_link_type" AS ENUM('page', 'path', 'url');
  CREATE TYPE "public"."enum_pages_blocks_cta_links_link_type" AS ENUM('page', 'path', 'url');
  CREATE TYPE "public"."enum_pages_blocks_form_form" AS ENUM('contact', 'pricing', 'trial', 'consultation', 'event', 'golf', 'hrConference', 'sunsetParty');
  CREATE TYPE "public"."enum_pages_kind" AS ENUM('page', 'news');
  CREATE TYPE "public"."enum_pages_language" AS ENUM('cs', 'en');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_version_hero_actions_link_type" AS ENUM('page', 'path', 'url');
  CREATE TYPE "public"."enum__pages_v_blocks_cards_items_link_type" AS ENUM('page', 'path', 'url');
  CREATE TYPE "public"."enum__pages_v_blocks_cta_links_link_type" AS ENUM('page', 'path', 'url');
  CREATE TYPE "public"."enum__pages_v_blocks_form_form" AS ENUM('contact', 'pricing', 'trial', 'consultation', 'event', 'golf', 'hrConference', 'sunsetParty');
  CREATE TYPE "public"."enum__pages_v_version_kind" AS ENUM('page', 'news');
  CREATE TYPE "public"."enum__pages_v_version_language" AS ENUM('cs', 'en');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_redirects_to_type" AS ENUM('page', 'path', 'url');
  CREATE TYPE "public"."enum_redirects_type" AS ENUM('permanent', 'temporary');
  CREATE TYPE "public"."enum_press_releases_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__press_releases_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_job_postings_employment_type" AS ENUM('full-time', 'part-time', 'contract', 'internship');
  CREATE TYPE "public"."enum_job_postings_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__job_postings_v_version_employment_type" AS ENUM('full-time', 'part-time', 'contract', 'internship');
  CREATE TYPE "public"."enum__job_postings_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'editor');
  CREATE TYPE "public"."enum_header_menu_groups_items_link_type" AS ENUM('page', 'path', 'url');
  CREATE TYPE "public"."enum_header_menu_kind" AS ENUM('link', 'mega');
  CREATE TYPE "public"."enum_header_menu_link_type" AS ENUM('page', 'path', 'url');
  CREATE TYPE "public"."enum_header_eshop_link_type" AS ENUM('page', 'path', 'url');
  CREATE TYPE "public"."enum_header_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__header_v_version_menu_groups_items_link_type" AS ENUM('page', 'path', 'url');
  CREATE TYPE "public"."enum__header_v_version_menu_kind" AS ENUM('link', 'mega');
  CREATE TYPE "public"."enum__header_v_version_menu_link_type" AS ENUM('page', 'path', 'url');
  CREATE TYPE "public"."enum__header_v_version_eshop_link_type" AS ENUM('page', 'path', 'url');
  CREATE TYPE "public"."enum__header_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_footer_columns_links_link_type" AS ENUM('page', 'path', 'url');
  CREATE TYPE "public"."enum_footer_login_links_link_type" AS ENUM('page', 'path', 'url');
  CREATE TYPE "public"."enum_footer_socials_network" AS ENUM('linkedin', 'facebook', 'youtube', 'instagram', 'x');
  CREATE TYPE "public"."enum_footer_legal_links_link_type" AS ENUM('page', 'path', 'url');
  CREATE TYPE "public"."enum_footer_meeting_link_type" AS ENUM('page', 'path', 'url');
  CREATE TYPE "public"."enum_footer_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__footer_v_version_columns_links_link_type" AS ENUM('page', 'path', 'url');
  CREATE TYPE "public"."enum__footer_v_version_login_links_link_type" AS ENUM('page', 'path', 'url');
  CREATE TYPE "public"."enum__footer_v_version_socials_network" AS ENUM('linkedin', 'facebook', 'youtube', 'instagram', 'x');
  CREATE TYPE "public"."enum__footer_v_version_legal_links_link_type" AS ENUM('page', 'path', 'url');
  CREATE TYPE "public"."enum__footer_v_version_meeting_link_type" AS ENUM('page', 'path', 'url');
  CREATE TYPE "public"."enum__footer_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_info_banner_link_type" AS ENUM('page', 'path', 'url');
  CREATE TYPE "public"."enum_info_banner_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__info_banner_v_version_link_type" AS ENUM('page', 'path', 'url');
  CREATE TYPE "public"."enum__info_banner_v_version_status" AS ENUM('draft', 'published');
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
  CREATE TABLE "pages_hero_actions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_type" "enum_pages_hero_actions_link_type" DEFAULT 'page',
  	"link_new_tab" boolean,
  	"link_page_id" integer,
  	"link_hash" varchar,
  	"link_path" varchar,
  	"link_url" varchar,
  	"link_label" varchar
  );
  
  CREATE TABLE "pages_blocks_content" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"rich_text" jsonb,
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_cards_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"text" varchar,
  	"link_type" "enum_pages_blocks_cards_items_link_type" DEFAULT 'page',
  	"link_new_tab" boolean,
  	"link_page_id" integer,
  	"link_hash" varchar,
  	"link_path" varchar,
  	"link_url" varchar,
  	"link_label" varchar
  );
  
  CREATE TABLE "pages_blocks_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"answer" jsonb
  );
  
  CREATE TABLE "pages_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_cta_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_type" "enum_pages_blocks_cta_links_link_type" DEFAULT 'page',
  	"link_new_tab" boolean,
  	"link_page_id" integer,
  	"link_hash" varchar,
  	"link_path" varchar,
  	"link_url" varchar,
  	"link_label" varchar
  );
  
  CREATE TABLE "pages_blocks_cta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_news_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"limit" numeric DEFAULT 20,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"form" "enum_pages_blocks_form_form" DEFAULT 'contact',
  	"title" varchar,
  	"label" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_experience" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Potkejte nás na akcích',
  	"upcoming_heading" varchar DEFAULT 'Nadcházející události',
  	"recordings_heading" varchar DEFAULT 'Záznamy webinářů',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"hero_eyebrow" varchar,
  	"hero_lead" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"meta_no_index" boolean,
  	"path" varchar,
  	"kind" "enum_pages_kind" DEFAULT 'page',
  	"published_at" timestamp(3) with time zone,
  	"language" "enum_pages_language" DEFAULT 'cs',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_pages_v_version_hero_actions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_type" "enum__pages_v_version_hero_actions_link_type" DEFAULT 'page',
  	"link_new_tab" boolean,
  	"link_page_id" integer,
  	"link_hash" varchar,
  	"link_path" varchar,
  	"link_url" varchar,
  	"link_label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_content" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"rich_text" jsonb,
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_cards_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"text" varchar,
  	"link_type" "enum__pages_v_blocks_cards_items_link_type" DEFAULT 'page',
  	"link_new_tab" boolean,
  	"link_page_id" integer,
  	"link_hash" varchar,
  	"link_path" varchar,
  	"link_url" varchar,
  	"link_label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"answer" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_cta_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_type" "enum__pages_v_blocks_cta_links_link_type" DEFAULT 'page',
  	"link_new_tab" boolean,
  	"link_page_id" integer,
  	"link_hash" varchar,
  	"link_path" varchar,
  	"link_url" varchar,
  	"link_label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_cta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_news_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"limit" numeric DEFAULT 20,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"form" "enum__pages_v_blocks_form_form" DEFAULT 'contact',
  	"title" varchar,
  	"label" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_experience" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Potkejte nás na akcích',
  	"upcoming_heading" varchar DEFAULT 'Nadcházející události',
  	"recordings_heading" varchar DEFAULT 'Záznamy webinářů',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_hero_eyebrow" varchar,
  	"version_hero_lead" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version_meta_no_index" boolean,
  	"version_path" varchar,
  	"version_kind" "enum__pages_v_version_kind" DEFAULT 'page',
  	"version_published_at" timestamp(3) with time zone,
  	"version_language" "enum__pages_v_version_language" DEFAULT 'cs',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"from" varchar NOT NULL,
  	"to_type" "enum_redirects_to_type" DEFAULT 'page' NOT NULL,
  	"to_new_tab" boolean,
  	"to_page_id" integer,
  	"to_hash" varchar,
  	"to_path" varchar,
  	"to_url" varchar,
  	"type" "enum_redirects_type" DEFAULT 'permanent',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
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
  
  CREATE TABLE "press_releases" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"published_at" timestamp(3) with time zone,
  	"perex" varchar,
  	"content" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_press_releases_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_press_releases_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_published_at" timestamp(3) with time zone,
  	"version_perex" varchar,
  	"version_content" jsonb,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__press_releases_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "job_postings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"published_at" timestamp(3) with time zone,
  	"location" varchar,
  	"employment_type" "enum_job_postings_employment_type" DEFAULT 'full-time',
  	"remote" boolean DEFAULT false,
  	"perex" varchar,
  	"content" jsonb,
  	"contact_email" varchar DEFAULT 'kariera@602.cz',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_job_postings_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_job_postings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_published_at" timestamp(3) with time zone,
  	"version_location" varchar,
  	"version_employment_type" "enum__job_postings_v_version_employment_type" DEFAULT 'full-time',
  	"version_remote" boolean DEFAULT false,
  	"version_perex" varchar,
  	"version_content" jsonb,
  	"version_contact_email" varchar DEFAULT 'kariera@602.cz',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__job_postings_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_wide_url" varchar,
  	"sizes_wide_width" numeric,
  	"sizes_wide_height" numeric,
  	"sizes_wide_mime_type" varchar,
  	"sizes_wide_filesize" numeric,
  	"sizes_wide_filename" varchar,
  	"sizes_og_url" varchar,
  	"sizes_og_width" numeric,
  	"sizes_og_height" numeric,
  	"sizes_og_mime_type" varchar,
  	"sizes_og_filesize" numeric,
  	"sizes_og_filename" varchar
  );
  
  CREATE TABLE "users_roles" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_users_roles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"redirects_id" integer,
  	"sales_people_id" integer,
  	"press_releases_id" integer,
  	"job_postings_id" integer,
  	"media_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "header_menu_groups_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_type" "enum_header_menu_groups_items_link_type" DEFAULT 'page',
  	"link_new_tab" boolean,
  	"link_page_id" integer,
  	"link_hash" varchar,
  	"link_path" varchar,
  	"link_url" varchar,
  	"link_label" varchar,
  	"description" varchar
  );
  
  CREATE TABLE "header_menu_groups" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar
  );
  
  CREATE TABLE "header_menu" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"kind" "enum_header_menu_kind" DEFAULT 'link',
  	"link_type" "enum_header_menu_link_type" DEFAULT 'page',
  	"link_new_tab" boolean,
  	"link_page_id" integer,
  	"link_hash" varchar,
  	"link_path" varchar,
  	"link_url" varchar,
  	"secondary" boolean
  );
  
  CREATE TABLE "header" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"eshop_link_type" "enum_header_eshop_link_type" DEFAULT 'page',
  	"eshop_link_new_tab" boolean,
  	"eshop_link_page_id" integer,
  	"eshop_link_hash" varchar,
  	"eshop_link_path" varchar,
  	"eshop_link_url" varchar,
  	"eshop_link_label" varchar,
  	"_status" "enum_header_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_header_v_version_menu_groups_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_type" "enum__header_v_version_menu_groups_items_link_type" DEFAULT 'page',
  	"link_new_tab" boolean,
  	"link_page_id" integer,
  	"link_hash" varchar,
  	"link_path" varchar,
  	"link_url" varchar,
  	"link_label" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_header_v_version_menu_groups" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_header_v_version_menu" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"kind" "enum__header_v_version_menu_kind" DEFAULT 'link',
  	"link_type" "enum__header_v_version_menu_link_type" DEFAULT 'page',
  	"link_new_tab" boolean,
  	"link_page_id" integer,
  	"link_hash" varchar,
  	"link_path" varchar,
  	"link_url" varchar,
  	"secondary" boolean,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_header_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_eshop_link_type" "enum__header_v_version_eshop_link_type" DEFAULT 'page',
  	"version_eshop_link_new_tab" boolean,
  	"version_eshop_link_page_id" integer,
  	"version_eshop_link_hash" varchar,
  	"version_eshop_link_path" varchar,
  	"version_eshop_link_url" varchar,
  	"version_eshop_link_label" varchar,
  	"version__status" "enum__header_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "footer_columns_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_type" "enum_footer_columns_links_link_type" DEFAULT 'page',
  	"link_new_tab" boolean,
  	"link_page_id" integer,
  	"link_hash" varchar,
  	"link_path" varchar,
  	"link_url" varchar,
  	"link_label" varchar
  );
  
  CREATE TABLE "footer_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar
  );
  
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
  
  CREATE TABLE "footer_legal_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_type" "enum_footer_legal_links_link_type" DEFAULT 'page',
  	"link_new_tab" boolean,
  	"link_page_id" integer,
  	"link_hash" varchar,
  	"link_path" varchar,
  	"link_url" varchar,
  	"link_label" varchar
  );
  
  CREATE TABLE "footer" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"meeting_heading" varchar,
  	"meeting_text" varchar,
  	"meeting_phone" varchar,
  	"meeting_email" varchar,
  	"meeting_link_type" "enum_footer_meeting_link_type" DEFAULT 'page',
  	"meeting_link_new_tab" boolean,
  	"meeting_link_page_id" integer,
  	"meeting_link_hash" varchar,
  	"meeting_link_path" varchar,
  	"meeting_link_url" varchar,
  	"meeting_link_label" varchar,
  	"cookie_settings_label" varchar DEFAULT 'Nastavení cookies',
  	"copyright" varchar,
  	"_status" "enum_footer_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_footer_v_version_columns_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_type" "enum__footer_v_version_columns_links_link_type" DEFAULT 'page',
  	"link_new_tab" boolean,
  	"link_page_id" integer,
  	"link_hash" varchar,
  	"link_path" varchar,
  	"link_url" varchar,
  	"link_label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_footer_v_version_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar
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
  
  CREATE TABLE "_footer_v_version_legal_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_type" "enum__footer_v_version_legal_links_link_type" DEFAULT 'page',
  	"link_new_tab" boolean,
  	"link_page_id" integer,
  	"link_hash" varchar,
  	"link_path" varchar,
  	"link_url" varchar,
  	"link_label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_footer_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_heading" varchar,
  	"version_text" varchar,
  	"version_meeting_heading" varchar,
  	"version_meeting_text" varchar,
  	"version_meeting_phone" varchar,
  	"version_meeting_email" varchar,
  	"version_meeting_link_type" "enum__footer_v_version_meeting_link_type" DEFAULT 'page',
  	"version_meeting_link_new_tab" boolean,
  	"version_meeting_link_page_id" integer,
  	"version_meeting_link_hash" varchar,
  	"version_meeting_link_path" varchar,
  	"version_meeting_link_url" varchar,
  	"version_meeting_link_label" varchar,
  	"version_cookie_settings_label" varchar DEFAULT 'Nastavení cookies',
  	"version_copyright" varchar,
  	"version__status" "enum__footer_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "info_banner" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"enabled" boolean DEFAULT false,
  	"text" varchar,
  	"link_type" "enum_info_banner_link_type" DEFAULT 'page',
  	"link_new_tab" boolean,
  	"link_page_id" integer,
  	"link_hash" varchar,
  	"link_path" varchar,
  	"link_url" varchar,
  	"link_label" varchar,
  	"end_date" timestamp(3) with time zone,
  	"_status" "enum_info_banner_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_info_banner_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_enabled" boolean DEFAULT false,
  	"version_text" varchar,
  	"version_link_type" "enum__info_banner_v_version_link_type" DEFAULT 'page',
  	"version_link_new_tab" boolean,
  	"version_link_page_id" integer,
  	"version_link_hash" varchar,
  	"version_link_path" varchar,
  	"version_link_url" varchar,
  	"version_link_label" varchar,
  	"version_end_date" timestamp(3) with time zone,
  	"version__status" "enum__info_banner_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
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
  
  ALTER TABLE "pages_hero_actions" ADD CONSTRAINT "pages_hero_actions_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_hero_actions" ADD CONSTRAINT "pages_hero_actions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_content" ADD CONSTRAINT "pages_blocks_content_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_cards_items" ADD CONSTRAINT "pages_blocks_cards_items_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_cards_items" ADD CONSTRAINT "pages_blocks_cards_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_cards" ADD CONSTRAINT "pages_blocks_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq_items" ADD CONSTRAINT "pages_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq" ADD CONSTRAINT "pages_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_cta_links" ADD CONSTRAINT "pages_blocks_cta_links_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_cta_links" ADD CONSTRAINT "pages_blocks_cta_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_cta"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_cta" ADD CONSTRAINT "pages_blocks_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_news_list" ADD CONSTRAINT "pages_blocks_news_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_form" ADD CONSTRAINT "pages_blocks_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_experience" ADD CONSTRAINT "pages_blocks_experience_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_version_hero_actions" ADD CONSTRAINT "_pages_v_version_hero_actions_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_version_hero_actions" ADD CONSTRAINT "_pages_v_version_hero_actions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_content" ADD CONSTRAINT "_pages_v_blocks_content_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cards_items" ADD CONSTRAINT "_pages_v_blocks_cards_items_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cards_items" ADD CONSTRAINT "_pages_v_blocks_cards_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cards" ADD CONSTRAINT "_pages_v_blocks_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq_items" ADD CONSTRAINT "_pages_v_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq" ADD CONSTRAINT "_pages_v_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cta_links" ADD CONSTRAINT "_pages_v_blocks_cta_links_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cta_links" ADD CONSTRAINT "_pages_v_blocks_cta_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_cta"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cta" ADD CONSTRAINT "_pages_v_blocks_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_news_list" ADD CONSTRAINT "_pages_v_blocks_news_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_form" ADD CONSTRAINT "_pages_v_blocks_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_experience" ADD CONSTRAINT "_pages_v_blocks_experience_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "redirects" ADD CONSTRAINT "redirects_to_page_id_pages_id_fk" FOREIGN KEY ("to_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sales_people" ADD CONSTRAINT "sales_people_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_press_releases_v" ADD CONSTRAINT "_press_releases_v_parent_id_press_releases_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."press_releases"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_job_postings_v" ADD CONSTRAINT "_job_postings_v_parent_id_job_postings_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."job_postings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users_roles" ADD CONSTRAINT "users_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sales_people_fk" FOREIGN KEY ("sales_people_id") REFERENCES "public"."sales_people"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_press_releases_fk" FOREIGN KEY ("press_releases_id") REFERENCES "public"."press_releases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_job_postings_fk" FOREIGN KEY ("job_postings_id") REFERENCES "public"."job_postings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_menu_groups_items" ADD CONSTRAINT "header_menu_groups_items_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "header_menu_groups_items" ADD CONSTRAINT "header_menu_groups_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_menu_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_menu_groups" ADD CONSTRAINT "header_menu_groups_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_menu"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_menu" ADD CONSTRAINT "header_menu_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "header_menu" ADD CONSTRAINT "header_menu_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header" ADD CONSTRAINT "header_eshop_link_page_id_pages_id_fk" FOREIGN KEY ("eshop_link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_header_v_version_menu_groups_items" ADD CONSTRAINT "_header_v_version_menu_groups_items_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_header_v_version_menu_groups_items" ADD CONSTRAINT "_header_v_version_menu_groups_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_header_v_version_menu_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_header_v_version_menu_groups" ADD CONSTRAINT "_header_v_version_menu_groups_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_header_v_version_menu"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_header_v_version_menu" ADD CONSTRAINT "_header_v_version_menu_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_header_v_version_menu" ADD CONSTRAINT "_header_v_version_menu_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_header_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_header_v" ADD CONSTRAINT "_header_v_version_eshop_link_page_id_pages_id_fk" FOREIGN KEY ("version_eshop_link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "footer_columns_links" ADD CONSTRAINT "footer_columns_links_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "footer_columns_links" ADD CONSTRAINT "footer_columns_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_columns" ADD CONSTRAINT "footer_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_login_links" ADD CONSTRAINT "footer_login_links_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "footer_login_links" ADD CONSTRAINT "footer_login_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_socials" ADD CONSTRAINT "footer_socials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_legal_links" ADD CONSTRAINT "footer_legal_links_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "footer_legal_links" ADD CONSTRAINT "footer_legal_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer" ADD CONSTRAINT "footer_meeting_link_page_id_pages_id_fk" FOREIGN KEY ("meeting_link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_footer_v_version_columns_links" ADD CONSTRAINT "_footer_v_version_columns_links_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_footer_v_version_columns_links" ADD CONSTRAINT "_footer_v_version_columns_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_footer_v_version_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footer_v_version_columns" ADD CONSTRAINT "_footer_v_version_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_footer_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footer_v_version_login_links" ADD CONSTRAINT "_footer_v_version_login_links_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_footer_v_version_login_links" ADD CONSTRAINT "_footer_v_version_login_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_footer_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footer_v_version_socials" ADD CONSTRAINT "_footer_v_version_socials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_footer_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footer_v_version_legal_links" ADD CONSTRAINT "_footer_v_version_legal_links_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_footer_v_version_legal_links" ADD CONSTRAINT "_footer_v_version_legal_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_footer_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footer_v" ADD CONSTRAINT "_footer_v_version_meeting_link_page_id_pages_id_fk" FOREIGN KEY ("version_meeting_link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "info_banner" ADD CONSTRAINT "info_banner_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_info_banner_v" ADD CONSTRAINT "_info_banner_v_version_link_page_id_pages_id_fk" FOREIGN KEY ("version_link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
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
  CREATE INDEX "pages_hero_actions_order_idx" ON "pages_hero_actions" USING btree ("_order");
  CREATE INDEX "pages_hero_actions_parent_id_idx" ON "pages_hero_actions" USING btree ("_parent_id");
  CREATE INDEX "pages_hero_actions_link_link_page_idx" ON "pages_hero_actions" USING btree ("link_page_id");
  CREATE INDEX "pages_blocks_content_order_idx" ON "pages_blocks_content" USING btree ("_order");
  CREATE INDEX "pages_blocks_content_parent_id_idx" ON "pages_blocks_content" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_content_path_idx" ON "pages_blocks_content" USING btree ("_path");
  CREATE INDEX "pages_blocks_cards_items_order_idx" ON "pages_blocks_cards_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_cards_items_parent_id_idx" ON "pages_blocks_cards_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_cards_items_link_link_page_idx" ON "pages_blocks_cards_items" USING btree ("link_page_id");
  CREATE INDEX "pages_blocks_cards_order_idx" ON "pages_blocks_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_cards_parent_id_idx" ON "pages_blocks_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_cards_path_idx" ON "pages_blocks_cards" USING btree ("_path");
  CREATE INDEX "pages_blocks_faq_items_order_idx" ON "pages_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_faq_items_parent_id_idx" ON "pages_blocks_faq_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_faq_order_idx" ON "pages_blocks_faq" USING btree ("_order");
  CREATE INDEX "pages_blocks_faq_parent_id_idx" ON "pages_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_faq_path_idx" ON "pages_blocks_faq" USING btree ("_path");
  CREATE INDEX "pages_blocks_cta_links_order_idx" ON "pages_blocks_cta_links" USING btree ("_order");
  CREATE INDEX "pages_blocks_cta_links_parent_id_idx" ON "pages_blocks_cta_links" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_cta_links_link_link_page_idx" ON "pages_blocks_cta_links" USING btree ("link_page_id");
  CREATE INDEX "pages_blocks_cta_order_idx" ON "pages_blocks_cta" USING btree ("_order");
  CREATE INDEX "pages_blocks_cta_parent_id_idx" ON "pages_blocks_cta" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_cta_path_idx" ON "pages_blocks_cta" USING btree ("_path");
  CREATE INDEX "pages_blocks_news_list_order_idx" ON "pages_blocks_news_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_news_list_parent_id_idx" ON "pages_blocks_news_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_news_list_path_idx" ON "pages_blocks_news_list" USING btree ("_path");
  CREATE INDEX "pages_blocks_form_order_idx" ON "pages_blocks_form" USING btree ("_order");
  CREATE INDEX "pages_blocks_form_parent_id_idx" ON "pages_blocks_form" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_form_path_idx" ON "pages_blocks_form" USING btree ("_path");
  CREATE INDEX "pages_blocks_experience_order_idx" ON "pages_blocks_experience" USING btree ("_order");
  CREATE INDEX "pages_blocks_experience_parent_id_idx" ON "pages_blocks_experience" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_experience_path_idx" ON "pages_blocks_experience" USING btree ("_path");
  CREATE INDEX "pages_meta_meta_image_idx" ON "pages" USING btree ("meta_image_id");
  CREATE UNIQUE INDEX "pages_path_idx" ON "pages" USING btree ("path");
  CREATE INDEX "pages_published_at_idx" ON "pages" USING btree ("published_at");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE INDEX "_pages_v_version_hero_actions_order_idx" ON "_pages_v_version_hero_actions" USING btree ("_order");
  CREATE INDEX "_pages_v_version_hero_actions_parent_id_idx" ON "_pages_v_version_hero_actions" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_version_hero_actions_link_link_page_idx" ON "_pages_v_version_hero_actions" USING btree ("link_page_id");
  CREATE INDEX "_pages_v_blocks_content_order_idx" ON "_pages_v_blocks_content" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_content_parent_id_idx" ON "_pages_v_blocks_content" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_content_path_idx" ON "_pages_v_blocks_content" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_cards_items_order_idx" ON "_pages_v_blocks_cards_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_cards_items_parent_id_idx" ON "_pages_v_blocks_cards_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_cards_items_link_link_page_idx" ON "_pages_v_blocks_cards_items" USING btree ("link_page_id");
  CREATE INDEX "_pages_v_blocks_cards_order_idx" ON "_pages_v_blocks_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_cards_parent_id_idx" ON "_pages_v_blocks_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_cards_path_idx" ON "_pages_v_blocks_cards" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_faq_items_order_idx" ON "_pages_v_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_faq_items_parent_id_idx" ON "_pages_v_blocks_faq_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_order_idx" ON "_pages_v_blocks_faq" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_faq_parent_id_idx" ON "_pages_v_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_path_idx" ON "_pages_v_blocks_faq" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_cta_links_order_idx" ON "_pages_v_blocks_cta_links" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_cta_links_parent_id_idx" ON "_pages_v_blocks_cta_links" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_cta_links_link_link_page_idx" ON "_pages_v_blocks_cta_links" USING btree ("link_page_id");
  CREATE INDEX "_pages_v_blocks_cta_order_idx" ON "_pages_v_blocks_cta" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_cta_parent_id_idx" ON "_pages_v_blocks_cta" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_cta_path_idx" ON "_pages_v_blocks_cta" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_news_list_order_idx" ON "_pages_v_blocks_news_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_news_list_parent_id_idx" ON "_pages_v_blocks_news_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_news_list_path_idx" ON "_pages_v_blocks_news_list" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_form_order_idx" ON "_pages_v_blocks_form" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_form_parent_id_idx" ON "_pages_v_blocks_form" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_form_path_idx" ON "_pages_v_blocks_form" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_experience_order_idx" ON "_pages_v_blocks_experience" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_experience_parent_id_idx" ON "_pages_v_blocks_experience" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_experience_path_idx" ON "_pages_v_blocks_experience" USING btree ("_path");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_meta_version_meta_image_idx" ON "_pages_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_pages_v_version_version_path_idx" ON "_pages_v" USING btree ("version_path");
  CREATE INDEX "_pages_v_version_version_published_at_idx" ON "_pages_v" USING btree ("version_published_at");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "_pages_v_autosave_idx" ON "_pages_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "redirects_from_idx" ON "redirects" USING btree ("from");
  CREATE INDEX "redirects_to_to_page_idx" ON "redirects" USING btree ("to_page_id");
  CREATE INDEX "redirects_updated_at_idx" ON "redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "redirects" USING btree ("created_at");
  CREATE UNIQUE INDEX "sales_people_slug_idx" ON "sales_people" USING btree ("slug");
  CREATE INDEX "sales_people_photo_idx" ON "sales_people" USING btree ("photo_id");
  CREATE INDEX "sales_people_updated_at_idx" ON "sales_people" USING btree ("updated_at");
  CREATE INDEX "sales_people_created_at_idx" ON "sales_people" USING btree ("created_at");
  CREATE UNIQUE INDEX "press_releases_slug_idx" ON "press_releases" USING btree ("slug");
  CREATE INDEX "press_releases_published_at_idx" ON "press_releases" USING btree ("published_at");
  CREATE INDEX "press_releases_updated_at_idx" ON "press_releases" USING btree ("updated_at");
  CREATE INDEX "press_releases_created_at_idx" ON "press_releases" USING btree ("created_at");
  CREATE INDEX "press_releases__status_idx" ON "press_releases" USING btree ("_status");
  CREATE INDEX "_press_releases_v_parent_idx" ON "_press_releases_v" USING btree ("parent_id");
  CREATE INDEX "_press_releases_v_version_version_slug_idx" ON "_press_releases_v" USING btree ("version_slug");
  CREATE INDEX "_press_releases_v_version_version_published_at_idx" ON "_press_releases_v" USING btree ("version_published_at");
  CREATE INDEX "_press_releases_v_version_version_updated_at_idx" ON "_press_releases_v" USING btree ("version_updated_at");
  CREATE INDEX "_press_releases_v_version_version_created_at_idx" ON "_press_releases_v" USING btree ("version_created_at");
  CREATE INDEX "_press_releases_v_version_version__status_idx" ON "_press_releases_v" USING btree ("version__status");
  CREATE INDEX "_press_releases_v_created_at_idx" ON "_press_releases_v" USING btree ("created_at");
  CREATE INDEX "_press_releases_v_updated_at_idx" ON "_press_releases_v" USING btree ("updated_at");
  CREATE INDEX "_press_releases_v_latest_idx" ON "_press_releases_v" USING btree ("latest");
  CREATE INDEX "_press_releases_v_autosave_idx" ON "_press_releases_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "job_postings_slug_idx" ON "job_postings" USING btree ("slug");
  CREATE INDEX "job_postings_published_at_idx" ON "job_postings" USING btree ("published_at");
  CREATE INDEX "job_postings_updated_at_idx" ON "job_postings" USING btree ("updated_at");
  CREATE INDEX "job_postings_created_at_idx" ON "job_postings" USING btree ("created_at");
  CREATE INDEX "job_postings__status_idx" ON "job_postings" USING btree ("_status");
  CREATE INDEX "_job_postings_v_parent_idx" ON "_job_postings_v" USING btree ("parent_id");
  CREATE INDEX "_job_postings_v_version_version_slug_idx" ON "_job_postings_v" USING btree ("version_slug");
  CREATE INDEX "_job_postings_v_version_version_published_at_idx" ON "_job_postings_v" USING btree ("version_published_at");
  CREATE INDEX "_job_postings_v_version_version_updated_at_idx" ON "_job_postings_v" USING btree ("version_updated_at");
  CREATE INDEX "_job_postings_v_version_version_created_at_idx" ON "_job_postings_v" USING btree ("version_created_at");
  CREATE INDEX "_job_postings_v_version_version__status_idx" ON "_job_postings_v" USING btree ("version__status");
  CREATE INDEX "_job_postings_v_created_at_idx" ON "_job_postings_v" USING btree ("created_at");
  CREATE INDEX "_job_postings_v_updated_at_idx" ON "_job_postings_v" USING btree ("updated_at");
  CREATE INDEX "_job_postings_v_latest_idx" ON "_job_postings_v" USING btree ("latest");
  CREATE INDEX "_job_postings_v_autosave_idx" ON "_job_postings_v" USING btree ("autosave");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "media" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_wide_sizes_wide_filename_idx" ON "media" USING btree ("sizes_wide_filename");
  CREATE INDEX "media_sizes_og_sizes_og_filename_idx" ON "media" USING btree ("sizes_og_filename");
  CREATE INDEX "users_roles_order_idx" ON "users_roles" USING btree ("order");
  CREATE INDEX "users_roles_parent_idx" ON "users_roles" USING btree ("parent_id");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("redirects_id");
  CREATE INDEX "payload_locked_documents_rels_sales_people_id_idx" ON "payload_locked_documents_rels" USING btree ("sales_people_id");
  CREATE INDEX "payload_locked_documents_rels_press_releases_id_idx" ON "payload_locked_documents_rels" USING btree ("press_releases_id");
  CREATE INDEX "payload_locked_documents_rels_job_postings_id_idx" ON "payload_locked_documents_rels" USING btree ("job_postings_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "header_menu_groups_items_order_idx" ON "header_menu_groups_items" USING btree ("_order");
  CREATE INDEX "header_menu_groups_items_parent_id_idx" ON "header_menu_groups_items" USING btree ("_parent_id");
  CREATE INDEX "header_menu_groups_items_link_link_page_idx" ON "header_menu_groups_items" USING btree ("link_page_id");
  CREATE INDEX "header_menu_groups_order_idx" ON "header_menu_groups" USING btree ("_order");
  CREATE INDEX "header_menu_groups_parent_id_idx" ON "header_menu_groups" USING btree ("_parent_id");
  CREATE INDEX "header_menu_order_idx" ON "header_menu" USING btree ("_order");
  CREATE INDEX "header_menu_parent_id_idx" ON "header_menu" USING btree ("_parent_id");
  CREATE INDEX "header_menu_link_link_page_idx" ON "header_menu" USING btree ("link_page_id");
  CREATE INDEX "header_eshop_link_eshop_link_page_idx" ON "header" USING btree ("eshop_link_page_id");
  CREATE INDEX "header__status_idx" ON "header" USING btree ("_status");
  CREATE INDEX "_header_v_version_menu_groups_items_order_idx" ON "_header_v_version_menu_groups_items" USING btree ("_order");
  CREATE INDEX "_header_v_version_menu_groups_items_parent_id_idx" ON "_header_v_version_menu_groups_items" USING btree ("_parent_id");
  CREATE INDEX "_header_v_version_menu_groups_items_link_link_page_idx" ON "_header_v_version_menu_groups_items" USING btree ("link_page_id");
  CREATE INDEX "_header_v_version_menu_groups_order_idx" ON "_header_v_version_menu_groups" USING btree ("_order");
  CREATE INDEX "_header_v_version_menu_groups_parent_id_idx" ON "_header_v_version_menu_groups" USING btree ("_parent_id");
  CREATE INDEX "_header_v_version_menu_order_idx" ON "_header_v_version_menu" USING btree ("_order");
  CREATE INDEX "_header_v_version_menu_parent_id_idx" ON "_header_v_version_menu" USING btree ("_parent_id");
  CREATE INDEX "_header_v_version_menu_link_link_page_idx" ON "_header_v_version_menu" USING btree ("link_page_id");
  CREATE INDEX "_header_v_version_eshop_link_version_eshop_link_page_idx" ON "_header_v" USING btree ("version_eshop_link_page_id");
  CREATE INDEX "_header_v_version_version__status_idx" ON "_header_v" USING btree ("version__status");
  CREATE INDEX "_header_v_created_at_idx" ON "_header_v" USING btree ("created_at");
  CREATE INDEX "_header_v_updated_at_idx" ON "_header_v" USING btree ("updated_at");
  CREATE INDEX "_header_v_latest_idx" ON "_header_v" USING btree ("latest");
  CREATE INDEX "footer_columns_links_order_idx" ON "footer_columns_links" USING btree ("_order");
  CREATE INDEX "footer_columns_links_parent_id_idx" ON "footer_columns_links" USING btree ("_parent_id");
  CREATE INDEX "footer_columns_links_link_link_page_idx" ON "footer_columns_links" USING btree ("link_page_id");
  CREATE INDEX "footer_columns_order_idx" ON "footer_columns" USING btree ("_order");
  CREATE INDEX "footer_columns_parent_id_idx" ON "footer_columns" USING btree ("_parent_id");
  CREATE INDEX "footer_login_links_order_idx" ON "footer_login_links" USING btree ("_order");
  CREATE INDEX "footer_login_links_parent_id_idx" ON "footer_login_links" USING btree ("_parent_id");
  CREATE INDEX "footer_login_links_link_link_page_idx" ON "footer_login_links" USING btree ("link_page_id");
  CREATE INDEX "footer_socials_order_idx" ON "footer_socials" USING btree ("_order");
  CREATE INDEX "footer_socials_parent_id_idx" ON "footer_socials" USING btree ("_parent_id");
  CREATE INDEX "footer_legal_links_order_idx" ON "footer_legal_links" USING btree ("_order");
  CREATE INDEX "footer_legal_links_parent_id_idx" ON "footer_legal_links" USING btree ("_parent_id");
  CREATE INDEX "footer_legal_links_link_link_page_idx" ON "footer_legal_links" USING btree ("link_page_id");
  CREATE INDEX "footer_meeting_link_meeting_link_page_idx" ON "footer" USING btree ("meeting_link_page_id");
  CREATE INDEX "footer__status_idx" ON "footer" USING btree ("_status");
  CREATE INDEX "_footer_v_version_columns_links_order_idx" ON "_footer_v_version_columns_links" USING btree ("_order");
  CREATE INDEX "_footer_v_version_columns_links_parent_id_idx" ON "_footer_v_version_columns_links" USING btree ("_parent_id");
  CREATE INDEX "_footer_v_version_columns_links_link_link_page_idx" ON "_footer_v_version_columns_links" USING btree ("link_page_id");
  CREATE INDEX "_footer_v_version_columns_order_idx" ON "_footer_v_version_columns" USING btree ("_order");
  CREATE INDEX "_footer_v_version_columns_parent_id_idx" ON "_footer_v_version_columns" USING btree ("_parent_id");
  CREATE INDEX "_footer_v_version_login_links_order_idx" ON "_footer_v_version_login_links" USING btree ("_order");
  CREATE INDEX "_footer_v_version_login_links_parent_id_idx" ON "_footer_v_version_login_links" USING btree ("_parent_id");
  CREATE INDEX "_footer_v_version_login_links_link_link_page_idx" ON "_footer_v_version_login_links" USING btree ("link_page_id");
  CREATE INDEX "_footer_v_version_socials_order_idx" ON "_footer_v_version_socials" USING btree ("_order");
  CREATE INDEX "_footer_v_version_socials_parent_id_idx" ON "_footer_v_version_socials" USING btree ("_parent_id");
  CREATE INDEX "_footer_v_version_legal_links_order_idx" ON "_footer_v_version_legal_links" USING btree ("_order");
  CREATE INDEX "_footer_v_version_legal_links_parent_id_idx" ON "_footer_v_version_legal_links" USING btree ("_parent_id");
  CREATE INDEX "_footer_v_version_legal_links_link_link_page_idx" ON "_footer_v_version_legal_links" USING btree ("link_page_id");
  CREATE INDEX "_footer_v_version_meeting_link_version_meeting_link_page_idx" ON "_footer_v" USING btree ("version_meeting_link_page_id");
  CREATE INDEX "_footer_v_version_version__status_idx" ON "_footer_v" USING btree ("version__status");
  CREATE INDEX "_footer_v_created_at_idx" ON "_footer_v" USING btree ("created_at");
  CREATE INDEX "_footer_v_updated_at_idx" ON "_footer_v" USING btree ("updated_at");
  CREATE INDEX "_footer_v_latest_idx" ON "_footer_v" USING btree ("latest");
  CREATE INDEX "info_banner_link_link_page_idx" ON "info_banner" USING btree ("link_page_id");
  CREATE INDEX "info_banner__status_idx" ON "info_banner" USING btree ("_status");
  CREATE INDEX "_info_banner_v_version_link_version_link_page_idx" ON "_info_banner_v" USING btree ("version_link_page_id");
  CREATE INDEX "_info_banner_v_version_version__status_idx" ON "_info_banner_v" USING btree ("version__status");
  CREATE INDEX "_info_banner_v_created_at_idx" ON "_info_banner_v" USING btree ("created_at");
  CREATE INDEX "_info_banner_v_updated_at_idx" ON "_info_banner_v" USING btree ("updated_at");
  CREATE INDEX "_info_banner_v_latest_idx" ON "_info_banner_v" USING btree ("latest");
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
   DROP TABLE "pages_hero_actions" CASCADE;
  DROP TABLE "pages_blocks_content" CASCADE;
  DROP TABLE "pages_blocks_cards_items" CASCADE;
  DROP TABLE "pages_blocks_cards" CASCADE;
  DROP TABLE "pages_blocks_faq_items" CASCADE;
  DROP TABLE "pages_blocks_faq" CASCADE;
  DROP TABLE "pages_blocks_cta_links" CASCADE;
  DROP TABLE "pages_blocks_cta" CASCADE;
  DROP TABLE "pages_blocks_news_list" CASCADE;
  DROP TABLE "pages_blocks_form" CASCADE;
  DROP TABLE "pages_blocks_experience" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "_pages_v_version_hero_actions" CASCADE;
  DROP TABLE "_pages_v_blocks_content" CASCADE;
  DROP TABLE "_pages_v_blocks_cards_items" CASCADE;
  DROP TABLE "_pages_v_blocks_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_faq_items" CASCADE;
  DROP TABLE "_pages_v_blocks_faq" CASCADE;
  DROP TABLE "_pages_v_blocks_cta_links" CASCADE;
  DROP TABLE "_pages_v_blocks_cta" CASCADE;
  DROP TABLE "_pages_v_blocks_news_list" CASCADE;
  DROP TABLE "_pages_v_blocks_form" CASCADE;
  DROP TABLE "_pages_v_blocks_experience" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "redirects" CASCADE;
  DROP TABLE "sales_people" CASCADE;
  DROP TABLE "press_releases" CASCADE;
  DROP TABLE "_press_releases_v" CASCADE;
  DROP TABLE "job_postings" CASCADE;
  DROP TABLE "_job_postings_v" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "users_roles" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "header_menu_groups_items" CASCADE;
  DROP TABLE "header_menu_groups" CASCADE;
  DROP TABLE "header_menu" CASCADE;
  DROP TABLE "header" CASCADE;
  DROP TABLE "_header_v_version_menu_groups_items" CASCADE;
  DROP TABLE "_header_v_version_menu_groups" CASCADE;
  DROP TABLE "_header_v_version_menu" CASCADE;
  DROP TABLE "_header_v" CASCADE;
  DROP TABLE "footer_columns_links" CASCADE;
  DROP TABLE "footer_columns" CASCADE;
  DROP TABLE "footer_login_links" CASCADE;
  DROP TABLE "footer_socials" CASCADE;
  DROP TABLE "footer_legal_links" CASCADE;
  DROP TABLE "footer" CASCADE;
  DROP TABLE "_footer_v_version_columns_links" CASCADE;
  DROP TABLE "_footer_v_version_columns" CASCADE;
  DROP TABLE "_footer_v_version_login_links" CASCADE;
  DROP TABLE "_footer_v_version_socials" CASCADE;
  DROP TABLE "_footer_v_version_legal_links" CASCADE;
  DROP TABLE "_footer_v" CASCADE;
  DROP TABLE "info_banner" CASCADE;
  DROP TABLE "_info_banner_v" CASCADE;
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
  DROP TYPE "public"."enum_pages_hero_actions_link_type";
  DROP TYPE "public"."enum_pages_blocks_cards_items_link_type";
  DROP TYPE "public"."enum_pages_blocks_cta_links_link_type";
  DROP TYPE "public"."enum_pages_blocks_form_form";
  DROP TYPE "public"."enum_pages_kind";
  DROP TYPE "public"."enum_pages_language";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_version_hero_actions_link_type";
  DROP TYPE "public"."enum__pages_v_blocks_cards_items_link_type";
  DROP TYPE "public"."enum__pages_v_blocks_cta_links_link_type";
  DROP TYPE "public"."enum__pages_v_blocks_form_form";
  DROP TYPE "public"."enum__pages_v_version_kind";
  DROP TYPE "public"."enum__pages_v_version_language";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum_redirects_to_type";
  DROP TYPE "public"."enum_redirects_type";
  DROP TYPE "public"."enum_press_releases_status";
  DROP TYPE "public"."enum__press_releases_v_version_status";
  DROP TYPE "public"."enum_job_postings_employment_type";
  DROP TYPE "public"."enum_job_postings_status";
  DROP TYPE "public"."enum__job_postings_v_version_employment_type";
  DROP TYPE "public"."enum__job_postings_v_version_status";
  DROP TYPE "public"."enum_users_roles";
  DROP TYPE "public"."enum_header_menu_groups_items_link_type";
  DROP TYPE "public"."enum_header_menu_kind";
  DROP TYPE "public"."enum_header_menu_link_type";
  DROP TYPE "public"."enum_header_eshop_link_type";
  DROP TYPE "public"."enum_header_status";
  DROP TYPE "public"."enum__header_v_version_menu_groups_items_link_type";
  DROP TYPE "public"."enum__header_v_version_menu_kind";
  DROP TYPE "public"."enum__header_v_version_menu_link_type";
  DROP TYPE "public"."enum__header_v_version_eshop_link_type";
  DROP TYPE "public"."enum__header_v_version_status";
  DROP TYPE "public"."enum_footer_columns_links_link_type";
  DROP TYPE "public"."enum_footer_login_links_link_type";
  DROP TYPE "public"."enum_footer_socials_network";
  DROP TYPE "public"."enum_footer_legal_links_link_type";
  DROP TYPE "public"."enum_footer_meeting_link_type";
  DROP TYPE "public"."enum_footer_status";
  DROP TYPE "public"."enum__footer_v_version_columns_links_link_type";
  DROP TYPE "public"."enum__footer_v_version_login_links_link_type";
  DROP TYPE "public"."enum__footer_v_version_socials_network";
  DROP TYPE "public"."enum__footer_v_version_legal_links_link_type";
  DROP TYPE "public"."enum__footer_v_version_meeting_link_type";
  DROP TYPE "public"."enum__footer_v_version_status";
  DROP TYPE "public"."enum_info_banner_link_type";
  DROP TYPE "public"."enum_info_banner_status";
  DROP TYPE "public"."enum__info_banner_v_version_link_type";
  DROP TYPE "public"."enum__info_banner_v_version_status";
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
