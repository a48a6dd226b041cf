import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The blocks' plain-text links (a site path or an https address in one text column) become the
 * one link group of src/fields/link.ts, under the same field names. This migration adds the
 * groups' columns and copies every stored value over, in the pages and the homepage global and in
 * both their versions (drafts included); the next one drops the old text columns.
 *
 * - `https://…` (any text not starting with a slash) → `url`, a new tab for http(s) as before;
 * - `/path` of a published page (optionally `#anchor`) → `page` with that page, so the link now
 *   follows the page when it moves; any other `/…` → `path` (code routes such as /blog);
 * - empty → no link (`page` with no page chosen: the block shows no link, or its fallback).
 *
 * Crossing cards had two fields for one link: `href` (external) won over `linkPath`, as it did
 * when rendered.
 *
 * It sits before 20261123_004700_pages_own_forms on purpose: that content move reads and saves
 * pages and the homepage through Payload's Local API, which uses today's configuration and so
 * needs the groups' columns, filled, to exist. (A database that already ran 004700 runs this one
 * next: Payload applies every migration it has not run, in the order of migrations/index.ts.)
 */

export type TextLink = {
  /** The block's table (or its array's table) after the owner's prefix. */
  table: string
  /** The text column and the link group's column prefix (the field keeps its name). */
  column: string
  /** A second text column for external addresses that won over `column` (crossing cards). */
  external?: string
}

export const TEXT_LINKS: TextLink[] = [
  { table: 'blocks_introduction', column: 'button_u_r_l' },
  { table: 'blocks_consultation_banner', column: 'button_u_r_l' },
  { table: 'blocks_contact', column: 'button_path' },
  { table: 'blocks_stripe', column: 'button_path' },
  { table: 'blocks_video', column: 'video_link' },
  { table: 'blocks_news_widget', column: 'fallback_url' },
  { table: 'blocks_crossing_cards_cards', column: 'link_path', external: 'href' },
  { table: 'blocks_product_accordion_items', column: 'link_path' },
]

/** Blocks live in pages and the homepage global, and in the versions of both. */
export const OWNERS = ['pages', '_pages_v', 'homepage', '_homepage_v']

/** Every table that holds one of the text links. */
export const textLinkTables = () =>
  OWNERS.flatMap((owner) => TEXT_LINKS.map((link) => ({ ...link, table: `${owner}_${link.table}` })))

function copyTextToGroup({ table, column, external }: TextLink): string {
  const text = external
    ? `COALESCE(NULLIF(btrim("${external}"), ''), NULLIF(btrim("${column}"), ''))`
    : `NULLIF(btrim("${column}"), '')`
  const t = `"${table}"`
  const group = (field: string) => `"${column}_${field}"`
  return `
  UPDATE ${t} SET ${group('type')} = 'page', ${group('new_tab')} = false,
    ${group('page_id')} = NULL, ${group('hash')} = NULL, ${group('path')} = NULL, ${group('url')} = NULL
  WHERE ${text} IS NULL;
  UPDATE ${t} SET ${group('type')} = 'url', ${group('url')} = ${text},
    ${group('new_tab')} = ${text} ~ '^https?://', ${group('path')} = NULL
  WHERE ${text} NOT LIKE '/%';
  UPDATE ${t} SET ${group('type')} = 'page', ${group('page_id')} = p.id,
    ${group('hash')} = NULLIF(split_part(${text}, '#', 2), ''), ${group('new_tab')} = false,
    ${group('path')} = NULL
  FROM pages p
  WHERE p._status = 'published' AND '/' || p.path = split_part(${text}, '#', 1)
    AND ${text} ~ '^/[^#?]*(#[A-Za-z0-9_-]+)?$';
  UPDATE ${t} SET ${group('type')} = 'path', ${group('path')} = ${text}, ${group('new_tab')} = false
  WHERE ${text} LIKE '/%' AND ${group('page_id')} IS NULL;`
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_introduction_button_u_r_l_type" AS ENUM('page', 'path', 'url');
  CREATE TYPE "public"."enum_pages_blocks_crossing_cards_cards_link_path_type" AS ENUM('page', 'path', 'url');
  CREATE TYPE "public"."enum_pages_blocks_consultation_banner_button_u_r_l_type" AS ENUM('page', 'path', 'url');
  CREATE TYPE "public"."enum_pages_blocks_product_accordion_items_link_path_type" AS ENUM('page', 'path', 'url');
  CREATE TYPE "public"."enum_pages_blocks_video_video_link_type" AS ENUM('page', 'path', 'url');
  CREATE TYPE "public"."enum_pages_blocks_news_widget_fallback_url_type" AS ENUM('page', 'path', 'url');
  CREATE TYPE "public"."enum_pages_blocks_contact_button_path_type" AS ENUM('page', 'path', 'url');
  CREATE TYPE "public"."enum_pages_blocks_stripe_button_path_type" AS ENUM('page', 'path', 'url');
  CREATE TYPE "public"."enum__pages_v_blocks_introduction_button_u_r_l_type" AS ENUM('page', 'path', 'url');
  CREATE TYPE "public"."enum__pages_v_blocks_crossing_cards_cards_link_path_type" AS ENUM('page', 'path', 'url');
  CREATE TYPE "public"."enum__pages_v_blocks_consultation_banner_button_u_r_l_type" AS ENUM('page', 'path', 'url');
  CREATE TYPE "public"."enum__pages_v_blocks_product_accordion_items_link_path_type" AS ENUM('page', 'path', 'url');
  CREATE TYPE "public"."enum__pages_v_blocks_video_video_link_type" AS ENUM('page', 'path', 'url');
  CREATE TYPE "public"."enum__pages_v_blocks_news_widget_fallback_url_type" AS ENUM('page', 'path', 'url');
  CREATE TYPE "public"."enum__pages_v_blocks_contact_button_path_type" AS ENUM('page', 'path', 'url');
  CREATE TYPE "public"."enum__pages_v_blocks_stripe_button_path_type" AS ENUM('page', 'path', 'url');
  CREATE TYPE "public"."enum_homepage_blocks_introduction_button_u_r_l_type" AS ENUM('page', 'path', 'url');
  CREATE TYPE "public"."enum_homepage_blocks_crossing_cards_cards_link_path_type" AS ENUM('page', 'path', 'url');
  CREATE TYPE "public"."enum_homepage_blocks_consultation_banner_button_u_r_l_type" AS ENUM('page', 'path', 'url');
  CREATE TYPE "public"."enum_homepage_blocks_product_accordion_items_link_path_type" AS ENUM('page', 'path', 'url');
  CREATE TYPE "public"."enum_homepage_blocks_video_video_link_type" AS ENUM('page', 'path', 'url');
  CREATE TYPE "public"."enum_homepage_blocks_news_widget_fallback_url_type" AS ENUM('page', 'path', 'url');
  CREATE TYPE "public"."enum_homepage_blocks_contact_button_path_type" AS ENUM('page', 'path', 'url');
  CREATE TYPE "public"."enum_homepage_blocks_stripe_button_path_type" AS ENUM('page', 'path', 'url');
  CREATE TYPE "public"."enum__homepage_v_blocks_introduction_button_u_r_l_type" AS ENUM('page', 'path', 'url');
  CREATE TYPE "public"."enum__homepage_v_blocks_crossing_cards_cards_link_path_type" AS ENUM('page', 'path', 'url');
  CREATE TYPE "public"."enum__homepage_v_blocks_consultation_banner_button_u_r_l_type" AS ENUM('page', 'path', 'url');
  CREATE TYPE "public"."enum__homepage_v_blocks_product_accordion_items_link_path_type" AS ENUM('page', 'path', 'url');
  CREATE TYPE "public"."enum__homepage_v_blocks_video_video_link_type" AS ENUM('page', 'path', 'url');
  CREATE TYPE "public"."enum__homepage_v_blocks_news_widget_fallback_url_type" AS ENUM('page', 'path', 'url');
  CREATE TYPE "public"."enum__homepage_v_blocks_contact_button_path_type" AS ENUM('page', 'path', 'url');
  CREATE TYPE "public"."enum__homepage_v_blocks_stripe_button_path_type" AS ENUM('page', 'path', 'url');
  ALTER TABLE "pages_blocks_consultation_banner" ALTER COLUMN "button_u_r_l" DROP DEFAULT;
  ALTER TABLE "_pages_v_blocks_consultation_banner" ALTER COLUMN "button_u_r_l" DROP DEFAULT;
  ALTER TABLE "homepage_blocks_consultation_banner" ALTER COLUMN "button_u_r_l" DROP DEFAULT;
  ALTER TABLE "_homepage_v_blocks_consultation_banner" ALTER COLUMN "button_u_r_l" DROP DEFAULT;
  ALTER TABLE "pages_blocks_introduction" ADD COLUMN "button_u_r_l_type" "enum_pages_blocks_introduction_button_u_r_l_type" DEFAULT 'page';
  ALTER TABLE "pages_blocks_introduction" ADD COLUMN "button_u_r_l_new_tab" boolean;
  ALTER TABLE "pages_blocks_introduction" ADD COLUMN "button_u_r_l_page_id" integer;
  ALTER TABLE "pages_blocks_introduction" ADD COLUMN "button_u_r_l_hash" varchar;
  ALTER TABLE "pages_blocks_introduction" ADD COLUMN "button_u_r_l_path" varchar;
  ALTER TABLE "pages_blocks_introduction" ADD COLUMN "button_u_r_l_url" varchar;
  ALTER TABLE "pages_blocks_crossing_cards_cards" ADD COLUMN "link_path_type" "enum_pages_blocks_crossing_cards_cards_link_path_type" DEFAULT 'page';
  ALTER TABLE "pages_blocks_crossing_cards_cards" ADD COLUMN "link_path_new_tab" boolean;
  ALTER TABLE "pages_blocks_crossing_cards_cards" ADD COLUMN "link_path_page_id" integer;
  ALTER TABLE "pages_blocks_crossing_cards_cards" ADD COLUMN "link_path_hash" varchar;
  ALTER TABLE "pages_blocks_crossing_cards_cards" ADD COLUMN "link_path_path" varchar;
  ALTER TABLE "pages_blocks_crossing_cards_cards" ADD COLUMN "link_path_url" varchar;
  ALTER TABLE "pages_blocks_consultation_banner" ADD COLUMN "button_u_r_l_type" "enum_pages_blocks_consultation_banner_button_u_r_l_type" DEFAULT 'path';
  ALTER TABLE "pages_blocks_consultation_banner" ADD COLUMN "button_u_r_l_new_tab" boolean;
  ALTER TABLE "pages_blocks_consultation_banner" ADD COLUMN "button_u_r_l_page_id" integer;
  ALTER TABLE "pages_blocks_consultation_banner" ADD COLUMN "button_u_r_l_hash" varchar;
  ALTER TABLE "pages_blocks_consultation_banner" ADD COLUMN "button_u_r_l_path" varchar DEFAULT '/konzultace';
  ALTER TABLE "pages_blocks_consultation_banner" ADD COLUMN "button_u_r_l_url" varchar;
  ALTER TABLE "pages_blocks_product_accordion_items" ADD COLUMN "link_path_type" "enum_pages_blocks_product_accordion_items_link_path_type" DEFAULT 'page';
  ALTER TABLE "pages_blocks_product_accordion_items" ADD COLUMN "link_path_new_tab" boolean;
  ALTER TABLE "pages_blocks_product_accordion_items" ADD COLUMN "link_path_page_id" integer;
  ALTER TABLE "pages_blocks_product_accordion_items" ADD COLUMN "link_path_hash" varchar;
  ALTER TABLE "pages_blocks_product_accordion_items" ADD COLUMN "link_path_path" varchar;
  ALTER TABLE "pages_blocks_product_accordion_items" ADD COLUMN "link_path_url" varchar;
  ALTER TABLE "pages_blocks_video" ADD COLUMN "video_link_type" "enum_pages_blocks_video_video_link_type" DEFAULT 'page';
  ALTER TABLE "pages_blocks_video" ADD COLUMN "video_link_new_tab" boolean;
  ALTER TABLE "pages_blocks_video" ADD COLUMN "video_link_page_id" integer;
  ALTER TABLE "pages_blocks_video" ADD COLUMN "video_link_hash" varchar;
  ALTER TABLE "pages_blocks_video" ADD COLUMN "video_link_path" varchar;
  ALTER TABLE "pages_blocks_video" ADD COLUMN "video_link_url" varchar;
  ALTER TABLE "pages_blocks_news_widget" ADD COLUMN "fallback_url_type" "enum_pages_blocks_news_widget_fallback_url_type" DEFAULT 'page';
  ALTER TABLE "pages_blocks_news_widget" ADD COLUMN "fallback_url_new_tab" boolean;
  ALTER TABLE "pages_blocks_news_widget" ADD COLUMN "fallback_url_page_id" integer;
  ALTER TABLE "pages_blocks_news_widget" ADD COLUMN "fallback_url_hash" varchar;
  ALTER TABLE "pages_blocks_news_widget" ADD COLUMN "fallback_url_path" varchar;
  ALTER TABLE "pages_blocks_news_widget" ADD COLUMN "fallback_url_url" varchar;
  ALTER TABLE "pages_blocks_contact" ADD COLUMN "button_path_type" "enum_pages_blocks_contact_button_path_type" DEFAULT 'page';
  ALTER TABLE "pages_blocks_contact" ADD COLUMN "button_path_new_tab" boolean;
  ALTER TABLE "pages_blocks_contact" ADD COLUMN "button_path_page_id" integer;
  ALTER TABLE "pages_blocks_contact" ADD COLUMN "button_path_hash" varchar;
  ALTER TABLE "pages_blocks_contact" ADD COLUMN "button_path_path" varchar;
  ALTER TABLE "pages_blocks_contact" ADD COLUMN "button_path_url" varchar;
  ALTER TABLE "pages_blocks_stripe" ADD COLUMN "button_path_type" "enum_pages_blocks_stripe_button_path_type" DEFAULT 'page';
  ALTER TABLE "pages_blocks_stripe" ADD COLUMN "button_path_new_tab" boolean;
  ALTER TABLE "pages_blocks_stripe" ADD COLUMN "button_path_page_id" integer;
  ALTER TABLE "pages_blocks_stripe" ADD COLUMN "button_path_hash" varchar;
  ALTER TABLE "pages_blocks_stripe" ADD COLUMN "button_path_path" varchar;
  ALTER TABLE "pages_blocks_stripe" ADD COLUMN "button_path_url" varchar;
  ALTER TABLE "_pages_v_blocks_introduction" ADD COLUMN "button_u_r_l_type" "enum__pages_v_blocks_introduction_button_u_r_l_type" DEFAULT 'page';
  ALTER TABLE "_pages_v_blocks_introduction" ADD COLUMN "button_u_r_l_new_tab" boolean;
  ALTER TABLE "_pages_v_blocks_introduction" ADD COLUMN "button_u_r_l_page_id" integer;
  ALTER TABLE "_pages_v_blocks_introduction" ADD COLUMN "button_u_r_l_hash" varchar;
  ALTER TABLE "_pages_v_blocks_introduction" ADD COLUMN "button_u_r_l_path" varchar;
  ALTER TABLE "_pages_v_blocks_introduction" ADD COLUMN "button_u_r_l_url" varchar;
  ALTER TABLE "_pages_v_blocks_crossing_cards_cards" ADD COLUMN "link_path_type" "enum__pages_v_blocks_crossing_cards_cards_link_path_type" DEFAULT 'page';
  ALTER TABLE "_pages_v_blocks_crossing_cards_cards" ADD COLUMN "link_path_new_tab" boolean;
  ALTER TABLE "_pages_v_blocks_crossing_cards_cards" ADD COLUMN "link_path_page_id" integer;
  ALTER TABLE "_pages_v_blocks_crossing_cards_cards" ADD COLUMN "link_path_hash" varchar;
  ALTER TABLE "_pages_v_blocks_crossing_cards_cards" ADD COLUMN "link_path_path" varchar;
  ALTER TABLE "_pages_v_blocks_crossing_cards_cards" ADD COLUMN "link_path_url" varchar;
  ALTER TABLE "_pages_v_blocks_consultation_banner" ADD COLUMN "button_u_r_l_type" "enum__pages_v_blocks_consultation_banner_button_u_r_l_type" DEFAULT 'path';
  ALTER TABLE "_pages_v_blocks_consultation_banner" ADD COLUMN "button_u_r_l_new_tab" boolean;
  ALTER TABLE "_pages_v_blocks_consultation_banner" ADD COLUMN "button_u_r_l_page_id" integer;
  ALTER TABLE "_pages_v_blocks_consultation_banner" ADD COLUMN "button_u_r_l_hash" varchar;
  ALTER TABLE "_pages_v_blocks_consultation_banner" ADD COLUMN "button_u_r_l_path" varchar DEFAULT '/konzultace';
  ALTER TABLE "_pages_v_blocks_consultation_banner" ADD COLUMN "button_u_r_l_url" varchar;
  ALTER TABLE "_pages_v_blocks_product_accordion_items" ADD COLUMN "link_path_type" "enum__pages_v_blocks_product_accordion_items_link_path_type" DEFAULT 'page';
  ALTER TABLE "_pages_v_blocks_product_accordion_items" ADD COLUMN "link_path_new_tab" boolean;
  ALTER TABLE "_pages_v_blocks_product_accordion_items" ADD COLUMN "link_path_page_id" integer;
  ALTER TABLE "_pages_v_blocks_product_accordion_items" ADD COLUMN "link_path_hash" varchar;
  ALTER TABLE "_pages_v_blocks_product_accordion_items" ADD COLUMN "link_path_path" varchar;
  ALTER TABLE "_pages_v_blocks_product_accordion_items" ADD COLUMN "link_path_url" varchar;
  ALTER TABLE "_pages_v_blocks_video" ADD COLUMN "video_link_type" "enum__pages_v_blocks_video_video_link_type" DEFAULT 'page';
  ALTER TABLE "_pages_v_blocks_video" ADD COLUMN "video_link_new_tab" boolean;
  ALTER TABLE "_pages_v_blocks_video" ADD COLUMN "video_link_page_id" integer;
  ALTER TABLE "_pages_v_blocks_video" ADD COLUMN "video_link_hash" varchar;
  ALTER TABLE "_pages_v_blocks_video" ADD COLUMN "video_link_path" varchar;
  ALTER TABLE "_pages_v_blocks_video" ADD COLUMN "video_link_url" varchar;
  ALTER TABLE "_pages_v_blocks_news_widget" ADD COLUMN "fallback_url_type" "enum__pages_v_blocks_news_widget_fallback_url_type" DEFAULT 'page';
  ALTER TABLE "_pages_v_blocks_news_widget" ADD COLUMN "fallback_url_new_tab" boolean;
  ALTER TABLE "_pages_v_blocks_news_widget" ADD COLUMN "fallback_url_page_id" integer;
  ALTER TABLE "_pages_v_blocks_news_widget" ADD COLUMN "fallback_url_hash" varchar;
  ALTER TABLE "_pages_v_blocks_news_widget" ADD COLUMN "fallback_url_path" varchar;
  ALTER TABLE "_pages_v_blocks_news_widget" ADD COLUMN "fallback_url_url" varchar;
  ALTER TABLE "_pages_v_blocks_contact" ADD COLUMN "button_path_type" "enum__pages_v_blocks_contact_button_path_type" DEFAULT 'page';
  ALTER TABLE "_pages_v_blocks_contact" ADD COLUMN "button_path_new_tab" boolean;
  ALTER TABLE "_pages_v_blocks_contact" ADD COLUMN "button_path_page_id" integer;
  ALTER TABLE "_pages_v_blocks_contact" ADD COLUMN "button_path_hash" varchar;
  ALTER TABLE "_pages_v_blocks_contact" ADD COLUMN "button_path_path" varchar;
  ALTER TABLE "_pages_v_blocks_contact" ADD COLUMN "button_path_url" varchar;
  ALTER TABLE "_pages_v_blocks_stripe" ADD COLUMN "button_path_type" "enum__pages_v_blocks_stripe_button_path_type" DEFAULT 'page';
  ALTER TABLE "_pages_v_blocks_stripe" ADD COLUMN "button_path_new_tab" boolean;
  ALTER TABLE "_pages_v_blocks_stripe" ADD COLUMN "button_path_page_id" integer;
  ALTER TABLE "_pages_v_blocks_stripe" ADD COLUMN "button_path_hash" varchar;
  ALTER TABLE "_pages_v_blocks_stripe" ADD COLUMN "button_path_path" varchar;
  ALTER TABLE "_pages_v_blocks_stripe" ADD COLUMN "button_path_url" varchar;
  ALTER TABLE "homepage_blocks_introduction" ADD COLUMN "button_u_r_l_type" "enum_homepage_blocks_introduction_button_u_r_l_type" DEFAULT 'page';
  ALTER TABLE "homepage_blocks_introduction" ADD COLUMN "button_u_r_l_new_tab" boolean;
  ALTER TABLE "homepage_blocks_introduction" ADD COLUMN "button_u_r_l_page_id" integer;
  ALTER TABLE "homepage_blocks_introduction" ADD COLUMN "button_u_r_l_hash" varchar;
  ALTER TABLE "homepage_blocks_introduction" ADD COLUMN "button_u_r_l_path" varchar;
  ALTER TABLE "homepage_blocks_introduction" ADD COLUMN "button_u_r_l_url" varchar;
  ALTER TABLE "homepage_blocks_crossing_cards_cards" ADD COLUMN "link_path_type" "enum_homepage_blocks_crossing_cards_cards_link_path_type" DEFAULT 'page';
  ALTER TABLE "homepage_blocks_crossing_cards_cards" ADD COLUMN "link_path_new_tab" boolean;
  ALTER TABLE "homepage_blocks_crossing_cards_cards" ADD COLUMN "link_path_page_id" integer;
  ALTER TABLE "homepage_blocks_crossing_cards_cards" ADD COLUMN "link_path_hash" varchar;
  ALTER TABLE "homepage_blocks_crossing_cards_cards" ADD COLUMN "link_path_path" varchar;
  ALTER TABLE "homepage_blocks_crossing_cards_cards" ADD COLUMN "link_path_url" varchar;
  ALTER TABLE "homepage_blocks_consultation_banner" ADD COLUMN "button_u_r_l_type" "enum_homepage_blocks_consultation_banner_button_u_r_l_type" DEFAULT 'path';
  ALTER TABLE "homepage_blocks_consultation_banner" ADD COLUMN "button_u_r_l_new_tab" boolean;
  ALTER TABLE "homepage_blocks_consultation_banner" ADD COLUMN "button_u_r_l_page_id" integer;
  ALTER TABLE "homepage_blocks_consultation_banner" ADD COLUMN "button_u_r_l_hash" varchar;
  ALTER TABLE "homepage_blocks_consultation_banner" ADD COLUMN "button_u_r_l_path" varchar DEFAULT '/konzultace';
  ALTER TABLE "homepage_blocks_consultation_banner" ADD COLUMN "button_u_r_l_url" varchar;
  ALTER TABLE "homepage_blocks_product_accordion_items" ADD COLUMN "link_path_type" "enum_homepage_blocks_product_accordion_items_link_path_type" DEFAULT 'page';
  ALTER TABLE "homepage_blocks_product_accordion_items" ADD COLUMN "link_path_new_tab" boolean;
  ALTER TABLE "homepage_blocks_product_accordion_items" ADD COLUMN "link_path_page_id" integer;
  ALTER TABLE "homepage_blocks_product_accordion_items" ADD COLUMN "link_path_hash" varchar;
  ALTER TABLE "homepage_blocks_product_accordion_items" ADD COLUMN "link_path_path" varchar;
  ALTER TABLE "homepage_blocks_product_accordion_items" ADD COLUMN "link_path_url" varchar;
  ALTER TABLE "homepage_blocks_video" ADD COLUMN "video_link_type" "enum_homepage_blocks_video_video_link_type" DEFAULT 'page';
  ALTER TABLE "homepage_blocks_video" ADD COLUMN "video_link_new_tab" boolean;
  ALTER TABLE "homepage_blocks_video" ADD COLUMN "video_link_page_id" integer;
  ALTER TABLE "homepage_blocks_video" ADD COLUMN "video_link_hash" varchar;
  ALTER TABLE "homepage_blocks_video" ADD COLUMN "video_link_path" varchar;
  ALTER TABLE "homepage_blocks_video" ADD COLUMN "video_link_url" varchar;
  ALTER TABLE "homepage_blocks_news_widget" ADD COLUMN "fallback_url_type" "enum_homepage_blocks_news_widget_fallback_url_type" DEFAULT 'page';
  ALTER TABLE "homepage_blocks_news_widget" ADD COLUMN "fallback_url_new_tab" boolean;
  ALTER TABLE "homepage_blocks_news_widget" ADD COLUMN "fallback_url_page_id" integer;
  ALTER TABLE "homepage_blocks_news_widget" ADD COLUMN "fallback_url_hash" varchar;
  ALTER TABLE "homepage_blocks_news_widget" ADD COLUMN "fallback_url_path" varchar;
  ALTER TABLE "homepage_blocks_news_widget" ADD COLUMN "fallback_url_url" varchar;
  ALTER TABLE "homepage_blocks_contact" ADD COLUMN "button_path_type" "enum_homepage_blocks_contact_button_path_type" DEFAULT 'page';
  ALTER TABLE "homepage_blocks_contact" ADD COLUMN "button_path_new_tab" boolean;
  ALTER TABLE "homepage_blocks_contact" ADD COLUMN "button_path_page_id" integer;
  ALTER TABLE "homepage_blocks_contact" ADD COLUMN "button_path_hash" varchar;
  ALTER TABLE "homepage_blocks_contact" ADD COLUMN "button_path_path" varchar;
  ALTER TABLE "homepage_blocks_contact" ADD COLUMN "button_path_url" varchar;
  ALTER TABLE "homepage_blocks_stripe" ADD COLUMN "button_path_type" "enum_homepage_blocks_stripe_button_path_type" DEFAULT 'page';
  ALTER TABLE "homepage_blocks_stripe" ADD COLUMN "button_path_new_tab" boolean;
  ALTER TABLE "homepage_blocks_stripe" ADD COLUMN "button_path_page_id" integer;
  ALTER TABLE "homepage_blocks_stripe" ADD COLUMN "button_path_hash" varchar;
  ALTER TABLE "homepage_blocks_stripe" ADD COLUMN "button_path_path" varchar;
  ALTER TABLE "homepage_blocks_stripe" ADD COLUMN "button_path_url" varchar;
  ALTER TABLE "_homepage_v_blocks_introduction" ADD COLUMN "button_u_r_l_type" "enum__homepage_v_blocks_introduction_button_u_r_l_type" DEFAULT 'page';
  ALTER TABLE "_homepage_v_blocks_introduction" ADD COLUMN "button_u_r_l_new_tab" boolean;
  ALTER TABLE "_homepage_v_blocks_introduction" ADD COLUMN "button_u_r_l_page_id" integer;
  ALTER TABLE "_homepage_v_blocks_introduction" ADD COLUMN "button_u_r_l_hash" varchar;
  ALTER TABLE "_homepage_v_blocks_introduction" ADD COLUMN "button_u_r_l_path" varchar;
  ALTER TABLE "_homepage_v_blocks_introduction" ADD COLUMN "button_u_r_l_url" varchar;
  ALTER TABLE "_homepage_v_blocks_crossing_cards_cards" ADD COLUMN "link_path_type" "enum__homepage_v_blocks_crossing_cards_cards_link_path_type" DEFAULT 'page';
  ALTER TABLE "_homepage_v_blocks_crossing_cards_cards" ADD COLUMN "link_path_new_tab" boolean;
  ALTER TABLE "_homepage_v_blocks_crossing_cards_cards" ADD COLUMN "link_path_page_id" integer;
  ALTER TABLE "_homepage_v_blocks_crossing_cards_cards" ADD COLUMN "link_path_hash" varchar;
  ALTER TABLE "_homepage_v_blocks_crossing_cards_cards" ADD COLUMN "link_path_path" varchar;
  ALTER TABLE "_homepage_v_blocks_crossing_cards_cards" ADD COLUMN "link_path_url" varchar;
  ALTER TABLE "_homepage_v_blocks_consultation_banner" ADD COLUMN "button_u_r_l_type" "enum__homepage_v_blocks_consultation_banner_button_u_r_l_type" DEFAULT 'path';
  ALTER TABLE "_homepage_v_blocks_consultation_banner" ADD COLUMN "button_u_r_l_new_tab" boolean;
  ALTER TABLE "_homepage_v_blocks_consultation_banner" ADD COLUMN "button_u_r_l_page_id" integer;
  ALTER TABLE "_homepage_v_blocks_consultation_banner" ADD COLUMN "button_u_r_l_hash" varchar;
  ALTER TABLE "_homepage_v_blocks_consultation_banner" ADD COLUMN "button_u_r_l_path" varchar DEFAULT '/konzultace';
  ALTER TABLE "_homepage_v_blocks_consultation_banner" ADD COLUMN "button_u_r_l_url" varchar;
  ALTER TABLE "_homepage_v_blocks_product_accordion_items" ADD COLUMN "link_path_type" "enum__homepage_v_blocks_product_accordion_items_link_path_type" DEFAULT 'page';
  ALTER TABLE "_homepage_v_blocks_product_accordion_items" ADD COLUMN "link_path_new_tab" boolean;
  ALTER TABLE "_homepage_v_blocks_product_accordion_items" ADD COLUMN "link_path_page_id" integer;
  ALTER TABLE "_homepage_v_blocks_product_accordion_items" ADD COLUMN "link_path_hash" varchar;
  ALTER TABLE "_homepage_v_blocks_product_accordion_items" ADD COLUMN "link_path_path" varchar;
  ALTER TABLE "_homepage_v_blocks_product_accordion_items" ADD COLUMN "link_path_url" varchar;
  ALTER TABLE "_homepage_v_blocks_video" ADD COLUMN "video_link_type" "enum__homepage_v_blocks_video_video_link_type" DEFAULT 'page';
  ALTER TABLE "_homepage_v_blocks_video" ADD COLUMN "video_link_new_tab" boolean;
  ALTER TABLE "_homepage_v_blocks_video" ADD COLUMN "video_link_page_id" integer;
  ALTER TABLE "_homepage_v_blocks_video" ADD COLUMN "video_link_hash" varchar;
  ALTER TABLE "_homepage_v_blocks_video" ADD COLUMN "video_link_path" varchar;
  ALTER TABLE "_homepage_v_blocks_video" ADD COLUMN "video_link_url" varchar;
  ALTER TABLE "_homepage_v_blocks_news_widget" ADD COLUMN "fallback_url_type" "enum__homepage_v_blocks_news_widget_fallback_url_type" DEFAULT 'page';
  ALTER TABLE "_homepage_v_blocks_news_widget" ADD COLUMN "fallback_url_new_tab" boolean;
  ALTER TABLE "_homepage_v_blocks_news_widget" ADD COLUMN "fallback_url_page_id" integer;
  ALTER TABLE "_homepage_v_blocks_news_widget" ADD COLUMN "fallback_url_hash" varchar;
  ALTER TABLE "_homepage_v_blocks_news_widget" ADD COLUMN "fallback_url_path" varchar;
  ALTER TABLE "_homepage_v_blocks_news_widget" ADD COLUMN "fallback_url_url" varchar;
  ALTER TABLE "_homepage_v_blocks_contact" ADD COLUMN "button_path_type" "enum__homepage_v_blocks_contact_button_path_type" DEFAULT 'page';
  ALTER TABLE "_homepage_v_blocks_contact" ADD COLUMN "button_path_new_tab" boolean;
  ALTER TABLE "_homepage_v_blocks_contact" ADD COLUMN "button_path_page_id" integer;
  ALTER TABLE "_homepage_v_blocks_contact" ADD COLUMN "button_path_hash" varchar;
  ALTER TABLE "_homepage_v_blocks_contact" ADD COLUMN "button_path_path" varchar;
  ALTER TABLE "_homepage_v_blocks_contact" ADD COLUMN "button_path_url" varchar;
  ALTER TABLE "_homepage_v_blocks_stripe" ADD COLUMN "button_path_type" "enum__homepage_v_blocks_stripe_button_path_type" DEFAULT 'page';
  ALTER TABLE "_homepage_v_blocks_stripe" ADD COLUMN "button_path_new_tab" boolean;
  ALTER TABLE "_homepage_v_blocks_stripe" ADD COLUMN "button_path_page_id" integer;
  ALTER TABLE "_homepage_v_blocks_stripe" ADD COLUMN "button_path_hash" varchar;
  ALTER TABLE "_homepage_v_blocks_stripe" ADD COLUMN "button_path_path" varchar;
  ALTER TABLE "_homepage_v_blocks_stripe" ADD COLUMN "button_path_url" varchar;
  ALTER TABLE "pages_blocks_introduction" ADD CONSTRAINT "pages_blocks_introduction_button_u_r_l_page_id_pages_id_fk" FOREIGN KEY ("button_u_r_l_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_crossing_cards_cards" ADD CONSTRAINT "pages_blocks_crossing_cards_cards_link_path_page_id_pages_id_fk" FOREIGN KEY ("link_path_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_consultation_banner" ADD CONSTRAINT "pages_blocks_consultation_banner_button_u_r_l_page_id_pages_id_fk" FOREIGN KEY ("button_u_r_l_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_product_accordion_items" ADD CONSTRAINT "pages_blocks_product_accordion_items_link_path_page_id_pages_id_fk" FOREIGN KEY ("link_path_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_video" ADD CONSTRAINT "pages_blocks_video_video_link_page_id_pages_id_fk" FOREIGN KEY ("video_link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_news_widget" ADD CONSTRAINT "pages_blocks_news_widget_fallback_url_page_id_pages_id_fk" FOREIGN KEY ("fallback_url_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact" ADD CONSTRAINT "pages_blocks_contact_button_path_page_id_pages_id_fk" FOREIGN KEY ("button_path_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_stripe" ADD CONSTRAINT "pages_blocks_stripe_button_path_page_id_pages_id_fk" FOREIGN KEY ("button_path_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_introduction" ADD CONSTRAINT "_pages_v_blocks_introduction_button_u_r_l_page_id_pages_id_fk" FOREIGN KEY ("button_u_r_l_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_crossing_cards_cards" ADD CONSTRAINT "_pages_v_blocks_crossing_cards_cards_link_path_page_id_pages_id_fk" FOREIGN KEY ("link_path_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_consultation_banner" ADD CONSTRAINT "_pages_v_blocks_consultation_banner_button_u_r_l_page_id_pages_id_fk" FOREIGN KEY ("button_u_r_l_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_product_accordion_items" ADD CONSTRAINT "_pages_v_blocks_product_accordion_items_link_path_page_id_pages_id_fk" FOREIGN KEY ("link_path_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video" ADD CONSTRAINT "_pages_v_blocks_video_video_link_page_id_pages_id_fk" FOREIGN KEY ("video_link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_news_widget" ADD CONSTRAINT "_pages_v_blocks_news_widget_fallback_url_page_id_pages_id_fk" FOREIGN KEY ("fallback_url_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_contact" ADD CONSTRAINT "_pages_v_blocks_contact_button_path_page_id_pages_id_fk" FOREIGN KEY ("button_path_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_stripe" ADD CONSTRAINT "_pages_v_blocks_stripe_button_path_page_id_pages_id_fk" FOREIGN KEY ("button_path_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "homepage_blocks_introduction" ADD CONSTRAINT "homepage_blocks_introduction_button_u_r_l_page_id_pages_id_fk" FOREIGN KEY ("button_u_r_l_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "homepage_blocks_crossing_cards_cards" ADD CONSTRAINT "homepage_blocks_crossing_cards_cards_link_path_page_id_pages_id_fk" FOREIGN KEY ("link_path_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "homepage_blocks_consultation_banner" ADD CONSTRAINT "homepage_blocks_consultation_banner_button_u_r_l_page_id_pages_id_fk" FOREIGN KEY ("button_u_r_l_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "homepage_blocks_product_accordion_items" ADD CONSTRAINT "homepage_blocks_product_accordion_items_link_path_page_id_pages_id_fk" FOREIGN KEY ("link_path_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "homepage_blocks_video" ADD CONSTRAINT "homepage_blocks_video_video_link_page_id_pages_id_fk" FOREIGN KEY ("video_link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "homepage_blocks_news_widget" ADD CONSTRAINT "homepage_blocks_news_widget_fallback_url_page_id_pages_id_fk" FOREIGN KEY ("fallback_url_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "homepage_blocks_contact" ADD CONSTRAINT "homepage_blocks_contact_button_path_page_id_pages_id_fk" FOREIGN KEY ("button_path_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "homepage_blocks_stripe" ADD CONSTRAINT "homepage_blocks_stripe_button_path_page_id_pages_id_fk" FOREIGN KEY ("button_path_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_homepage_v_blocks_introduction" ADD CONSTRAINT "_homepage_v_blocks_introduction_button_u_r_l_page_id_pages_id_fk" FOREIGN KEY ("button_u_r_l_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_homepage_v_blocks_crossing_cards_cards" ADD CONSTRAINT "_homepage_v_blocks_crossing_cards_cards_link_path_page_id_pages_id_fk" FOREIGN KEY ("link_path_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_homepage_v_blocks_consultation_banner" ADD CONSTRAINT "_homepage_v_blocks_consultation_banner_button_u_r_l_page_id_pages_id_fk" FOREIGN KEY ("button_u_r_l_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_homepage_v_blocks_product_accordion_items" ADD CONSTRAINT "_homepage_v_blocks_product_accordion_items_link_path_page_id_pages_id_fk" FOREIGN KEY ("link_path_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_homepage_v_blocks_video" ADD CONSTRAINT "_homepage_v_blocks_video_video_link_page_id_pages_id_fk" FOREIGN KEY ("video_link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_homepage_v_blocks_news_widget" ADD CONSTRAINT "_homepage_v_blocks_news_widget_fallback_url_page_id_pages_id_fk" FOREIGN KEY ("fallback_url_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_homepage_v_blocks_contact" ADD CONSTRAINT "_homepage_v_blocks_contact_button_path_page_id_pages_id_fk" FOREIGN KEY ("button_path_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_homepage_v_blocks_stripe" ADD CONSTRAINT "_homepage_v_blocks_stripe_button_path_page_id_pages_id_fk" FOREIGN KEY ("button_path_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_blocks_introduction_button_u_r_l_button_u_r_l_page_idx" ON "pages_blocks_introduction" USING btree ("button_u_r_l_page_id");
  CREATE INDEX "pages_blocks_crossing_cards_cards_link_path_link_path_pa_idx" ON "pages_blocks_crossing_cards_cards" USING btree ("link_path_page_id");
  CREATE INDEX "pages_blocks_consultation_banner_button_u_r_l_button_u_r_idx" ON "pages_blocks_consultation_banner" USING btree ("button_u_r_l_page_id");
  CREATE INDEX "pages_blocks_product_accordion_items_link_path_link_path_idx" ON "pages_blocks_product_accordion_items" USING btree ("link_path_page_id");
  CREATE INDEX "pages_blocks_video_video_link_video_link_page_idx" ON "pages_blocks_video" USING btree ("video_link_page_id");
  CREATE INDEX "pages_blocks_news_widget_fallback_url_fallback_url_page_idx" ON "pages_blocks_news_widget" USING btree ("fallback_url_page_id");
  CREATE INDEX "pages_blocks_contact_button_path_button_path_page_idx" ON "pages_blocks_contact" USING btree ("button_path_page_id");
  CREATE INDEX "pages_blocks_stripe_button_path_button_path_page_idx" ON "pages_blocks_stripe" USING btree ("button_path_page_id");
  CREATE INDEX "_pages_v_blocks_introduction_button_u_r_l_button_u_r_l_p_idx" ON "_pages_v_blocks_introduction" USING btree ("button_u_r_l_page_id");
  CREATE INDEX "_pages_v_blocks_crossing_cards_cards_link_path_link_path_idx" ON "_pages_v_blocks_crossing_cards_cards" USING btree ("link_path_page_id");
  CREATE INDEX "_pages_v_blocks_consultation_banner_button_u_r_l_button__idx" ON "_pages_v_blocks_consultation_banner" USING btree ("button_u_r_l_page_id");
  CREATE INDEX "_pages_v_blocks_product_accordion_items_link_path_link_p_idx" ON "_pages_v_blocks_product_accordion_items" USING btree ("link_path_page_id");
  CREATE INDEX "_pages_v_blocks_video_video_link_video_link_page_idx" ON "_pages_v_blocks_video" USING btree ("video_link_page_id");
  CREATE INDEX "_pages_v_blocks_news_widget_fallback_url_fallback_url_pa_idx" ON "_pages_v_blocks_news_widget" USING btree ("fallback_url_page_id");
  CREATE INDEX "_pages_v_blocks_contact_button_path_button_path_page_idx" ON "_pages_v_blocks_contact" USING btree ("button_path_page_id");
  CREATE INDEX "_pages_v_blocks_stripe_button_path_button_path_page_idx" ON "_pages_v_blocks_stripe" USING btree ("button_path_page_id");
  CREATE INDEX "homepage_blocks_introduction_button_u_r_l_button_u_r_l_p_idx" ON "homepage_blocks_introduction" USING btree ("button_u_r_l_page_id");
  CREATE INDEX "homepage_blocks_crossing_cards_cards_link_path_link_path_idx" ON "homepage_blocks_crossing_cards_cards" USING btree ("link_path_page_id");
  CREATE INDEX "homepage_blocks_consultation_banner_button_u_r_l_button__idx" ON "homepage_blocks_consultation_banner" USING btree ("button_u_r_l_page_id");
  CREATE INDEX "homepage_blocks_product_accordion_items_link_path_link_p_idx" ON "homepage_blocks_product_accordion_items" USING btree ("link_path_page_id");
  CREATE INDEX "homepage_blocks_video_video_link_video_link_page_idx" ON "homepage_blocks_video" USING btree ("video_link_page_id");
  CREATE INDEX "homepage_blocks_news_widget_fallback_url_fallback_url_pa_idx" ON "homepage_blocks_news_widget" USING btree ("fallback_url_page_id");
  CREATE INDEX "homepage_blocks_contact_button_path_button_path_page_idx" ON "homepage_blocks_contact" USING btree ("button_path_page_id");
  CREATE INDEX "homepage_blocks_stripe_button_path_button_path_page_idx" ON "homepage_blocks_stripe" USING btree ("button_path_page_id");
  CREATE INDEX "_homepage_v_blocks_introduction_button_u_r_l_button_u_r__idx" ON "_homepage_v_blocks_introduction" USING btree ("button_u_r_l_page_id");
  CREATE INDEX "_homepage_v_blocks_crossing_cards_cards_link_path_link_p_idx" ON "_homepage_v_blocks_crossing_cards_cards" USING btree ("link_path_page_id");
  CREATE INDEX "_homepage_v_blocks_consultation_banner_button_u_r_l_butt_idx" ON "_homepage_v_blocks_consultation_banner" USING btree ("button_u_r_l_page_id");
  CREATE INDEX "_homepage_v_blocks_product_accordion_items_link_path_lin_idx" ON "_homepage_v_blocks_product_accordion_items" USING btree ("link_path_page_id");
  CREATE INDEX "_homepage_v_blocks_video_video_link_video_link_page_idx" ON "_homepage_v_blocks_video" USING btree ("video_link_page_id");
  CREATE INDEX "_homepage_v_blocks_news_widget_fallback_url_fallback_url_idx" ON "_homepage_v_blocks_news_widget" USING btree ("fallback_url_page_id");
  CREATE INDEX "_homepage_v_blocks_contact_button_path_button_path_page_idx" ON "_homepage_v_blocks_contact" USING btree ("button_path_page_id");
  CREATE INDEX "_homepage_v_blocks_stripe_button_path_button_path_page_idx" ON "_homepage_v_blocks_stripe" USING btree ("button_path_page_id");`)
  await db.execute(sql.raw(textLinkTables().map(copyTextToGroup).join('\n')))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_introduction" DROP CONSTRAINT "pages_blocks_introduction_button_u_r_l_page_id_pages_id_fk";
  
  ALTER TABLE "pages_blocks_crossing_cards_cards" DROP CONSTRAINT "pages_blocks_crossing_cards_cards_link_path_page_id_pages_id_fk";
  
  ALTER TABLE "pages_blocks_consultation_banner" DROP CONSTRAINT "pages_blocks_consultation_banner_button_u_r_l_page_id_pages_id_fk";
  
  ALTER TABLE "pages_blocks_product_accordion_items" DROP CONSTRAINT "pages_blocks_product_accordion_items_link_path_page_id_pages_id_fk";
  
  ALTER TABLE "pages_blocks_video" DROP CONSTRAINT "pages_blocks_video_video_link_page_id_pages_id_fk";
  
  ALTER TABLE "pages_blocks_news_widget" DROP CONSTRAINT "pages_blocks_news_widget_fallback_url_page_id_pages_id_fk";
  
  ALTER TABLE "pages_blocks_contact" DROP CONSTRAINT "pages_blocks_contact_button_path_page_id_pages_id_fk";
  
  ALTER TABLE "pages_blocks_stripe" DROP CONSTRAINT "pages_blocks_stripe_button_path_page_id_pages_id_fk";
  
  ALTER TABLE "_pages_v_blocks_introduction" DROP CONSTRAINT "_pages_v_blocks_introduction_button_u_r_l_page_id_pages_id_fk";
  
  ALTER TABLE "_pages_v_blocks_crossing_cards_cards" DROP CONSTRAINT "_pages_v_blocks_crossing_cards_cards_link_path_page_id_pages_id_fk";
  
  ALTER TABLE "_pages_v_blocks_consultation_banner" DROP CONSTRAINT "_pages_v_blocks_consultation_banner_button_u_r_l_page_id_pages_id_fk";
  
  ALTER TABLE "_pages_v_blocks_product_accordion_items" DROP CONSTRAINT "_pages_v_blocks_product_accordion_items_link_path_page_id_pages_id_fk";
  
  ALTER TABLE "_pages_v_blocks_video" DROP CONSTRAINT "_pages_v_blocks_video_video_link_page_id_pages_id_fk";
  
  ALTER TABLE "_pages_v_blocks_news_widget" DROP CONSTRAINT "_pages_v_blocks_news_widget_fallback_url_page_id_pages_id_fk";
  
  ALTER TABLE "_pages_v_blocks_contact" DROP CONSTRAINT "_pages_v_blocks_contact_button_path_page_id_pages_id_fk";
  
  ALTER TABLE "_pages_v_blocks_stripe" DROP CONSTRAINT "_pages_v_blocks_stripe_button_path_page_id_pages_id_fk";
  
  ALTER TABLE "homepage_blocks_introduction" DROP CONSTRAINT "homepage_blocks_introduction_button_u_r_l_page_id_pages_id_fk";
  
  ALTER TABLE "homepage_blocks_crossing_cards_cards" DROP CONSTRAINT "homepage_blocks_crossing_cards_cards_link_path_page_id_pages_id_fk";
  
  ALTER TABLE "homepage_blocks_consultation_banner" DROP CONSTRAINT "homepage_blocks_consultation_banner_button_u_r_l_page_id_pages_id_fk";
  
  ALTER TABLE "homepage_blocks_product_accordion_items" DROP CONSTRAINT "homepage_blocks_product_accordion_items_link_path_page_id_pages_id_fk";
  
  ALTER TABLE "homepage_blocks_video" DROP CONSTRAINT "homepage_blocks_video_video_link_page_id_pages_id_fk";
  
  ALTER TABLE "homepage_blocks_news_widget" DROP CONSTRAINT "homepage_blocks_news_widget_fallback_url_page_id_pages_id_fk";
  
  ALTER TABLE "homepage_blocks_contact" DROP CONSTRAINT "homepage_blocks_contact_button_path_page_id_pages_id_fk";
  
  ALTER TABLE "homepage_blocks_stripe" DROP CONSTRAINT "homepage_blocks_stripe_button_path_page_id_pages_id_fk";
  
  ALTER TABLE "_homepage_v_blocks_introduction" DROP CONSTRAINT "_homepage_v_blocks_introduction_button_u_r_l_page_id_pages_id_fk";
  
  ALTER TABLE "_homepage_v_blocks_crossing_cards_cards" DROP CONSTRAINT "_homepage_v_blocks_crossing_cards_cards_link_path_page_id_pages_id_fk";
  
  ALTER TABLE "_homepage_v_blocks_consultation_banner" DROP CONSTRAINT "_homepage_v_blocks_consultation_banner_button_u_r_l_page_id_pages_id_fk";
  
  ALTER TABLE "_homepage_v_blocks_product_accordion_items" DROP CONSTRAINT "_homepage_v_blocks_product_accordion_items_link_path_page_id_pages_id_fk";
  
  ALTER TABLE "_homepage_v_blocks_video" DROP CONSTRAINT "_homepage_v_blocks_video_video_link_page_id_pages_id_fk";
  
  ALTER TABLE "_homepage_v_blocks_news_widget" DROP CONSTRAINT "_homepage_v_blocks_news_widget_fallback_url_page_id_pages_id_fk";
  
  ALTER TABLE "_homepage_v_blocks_contact" DROP CONSTRAINT "_homepage_v_blocks_contact_button_path_page_id_pages_id_fk";
  
  ALTER TABLE "_homepage_v_blocks_stripe" DROP CONSTRAINT "_homepage_v_blocks_stripe_button_path_page_id_pages_id_fk";
  
  DROP INDEX "pages_blocks_introduction_button_u_r_l_button_u_r_l_page_idx";
  DROP INDEX "pages_blocks_crossing_cards_cards_link_path_link_path_pa_idx";
  DROP INDEX "pages_blocks_consultation_banner_button_u_r_l_button_u_r_idx";
  DROP INDEX "pages_blocks_product_accordion_items_link_path_link_path_idx";
  DROP INDEX "pages_blocks_video_video_link_video_link_page_idx";
  DROP INDEX "pages_blocks_news_widget_fallback_url_fallback_url_page_idx";
  DROP INDEX "pages_blocks_contact_button_path_button_path_page_idx";
  DROP INDEX "pages_blocks_stripe_button_path_button_path_page_idx";
  DROP INDEX "_pages_v_blocks_introduction_button_u_r_l_button_u_r_l_p_idx";
  DROP INDEX "_pages_v_blocks_crossing_cards_cards_link_path_link_path_idx";
  DROP INDEX "_pages_v_blocks_consultation_banner_button_u_r_l_button__idx";
  DROP INDEX "_pages_v_blocks_product_accordion_items_link_path_link_p_idx";
  DROP INDEX "_pages_v_blocks_video_video_link_video_link_page_idx";
  DROP INDEX "_pages_v_blocks_news_widget_fallback_url_fallback_url_pa_idx";
  DROP INDEX "_pages_v_blocks_contact_button_path_button_path_page_idx";
  DROP INDEX "_pages_v_blocks_stripe_button_path_button_path_page_idx";
  DROP INDEX "homepage_blocks_introduction_button_u_r_l_button_u_r_l_p_idx";
  DROP INDEX "homepage_blocks_crossing_cards_cards_link_path_link_path_idx";
  DROP INDEX "homepage_blocks_consultation_banner_button_u_r_l_button__idx";
  DROP INDEX "homepage_blocks_product_accordion_items_link_path_link_p_idx";
  DROP INDEX "homepage_blocks_video_video_link_video_link_page_idx";
  DROP INDEX "homepage_blocks_news_widget_fallback_url_fallback_url_pa_idx";
  DROP INDEX "homepage_blocks_contact_button_path_button_path_page_idx";
  DROP INDEX "homepage_blocks_stripe_button_path_button_path_page_idx";
  DROP INDEX "_homepage_v_blocks_introduction_button_u_r_l_button_u_r__idx";
  DROP INDEX "_homepage_v_blocks_crossing_cards_cards_link_path_link_p_idx";
  DROP INDEX "_homepage_v_blocks_consultation_banner_button_u_r_l_butt_idx";
  DROP INDEX "_homepage_v_blocks_product_accordion_items_link_path_lin_idx";
  DROP INDEX "_homepage_v_blocks_video_video_link_video_link_page_idx";
  DROP INDEX "_homepage_v_blocks_news_widget_fallback_url_fallback_url_idx";
  DROP INDEX "_homepage_v_blocks_contact_button_path_button_path_page_idx";
  DROP INDEX "_homepage_v_blocks_stripe_button_path_button_path_page_idx";
  ALTER TABLE "pages_blocks_consultation_banner" ALTER COLUMN "button_u_r_l" SET DEFAULT '/konzultace';
  ALTER TABLE "_pages_v_blocks_consultation_banner" ALTER COLUMN "button_u_r_l" SET DEFAULT '/konzultace';
  ALTER TABLE "homepage_blocks_consultation_banner" ALTER COLUMN "button_u_r_l" SET DEFAULT '/konzultace';
  ALTER TABLE "_homepage_v_blocks_consultation_banner" ALTER COLUMN "button_u_r_l" SET DEFAULT '/konzultace';
  ALTER TABLE "pages_blocks_introduction" DROP COLUMN "button_u_r_l_type";
  ALTER TABLE "pages_blocks_introduction" DROP COLUMN "button_u_r_l_new_tab";
  ALTER TABLE "pages_blocks_introduction" DROP COLUMN "button_u_r_l_page_id";
  ALTER TABLE "pages_blocks_introduction" DROP COLUMN "button_u_r_l_hash";
  ALTER TABLE "pages_blocks_introduction" DROP COLUMN "button_u_r_l_path";
  ALTER TABLE "pages_blocks_introduction" DROP COLUMN "button_u_r_l_url";
  ALTER TABLE "pages_blocks_crossing_cards_cards" DROP COLUMN "link_path_type";
  ALTER TABLE "pages_blocks_crossing_cards_cards" DROP COLUMN "link_path_new_tab";
  ALTER TABLE "pages_blocks_crossing_cards_cards" DROP COLUMN "link_path_page_id";
  ALTER TABLE "pages_blocks_crossing_cards_cards" DROP COLUMN "link_path_hash";
  ALTER TABLE "pages_blocks_crossing_cards_cards" DROP COLUMN "link_path_path";
  ALTER TABLE "pages_blocks_crossing_cards_cards" DROP COLUMN "link_path_url";
  ALTER TABLE "pages_blocks_consultation_banner" DROP COLUMN "button_u_r_l_type";
  ALTER TABLE "pages_blocks_consultation_banner" DROP COLUMN "button_u_r_l_new_tab";
  ALTER TABLE "pages_blocks_consultation_banner" DROP COLUMN "button_u_r_l_page_id";
  ALTER TABLE "pages_blocks_consultation_banner" DROP COLUMN "button_u_r_l_hash";
  ALTER TABLE "pages_blocks_consultation_banner" DROP COLUMN "button_u_r_l_path";
  ALTER TABLE "pages_blocks_consultation_banner" DROP COLUMN "button_u_r_l_url";
  ALTER TABLE "pages_blocks_product_accordion_items" DROP COLUMN "link_path_type";
  ALTER TABLE "pages_blocks_product_accordion_items" DROP COLUMN "link_path_new_tab";
  ALTER TABLE "pages_blocks_product_accordion_items" DROP COLUMN "link_path_page_id";
  ALTER TABLE "pages_blocks_product_accordion_items" DROP COLUMN "link_path_hash";
  ALTER TABLE "pages_blocks_product_accordion_items" DROP COLUMN "link_path_path";
  ALTER TABLE "pages_blocks_product_accordion_items" DROP COLUMN "link_path_url";
  ALTER TABLE "pages_blocks_video" DROP COLUMN "video_link_type";
  ALTER TABLE "pages_blocks_video" DROP COLUMN "video_link_new_tab";
  ALTER TABLE "pages_blocks_video" DROP COLUMN "video_link_page_id";
  ALTER TABLE "pages_blocks_video" DROP COLUMN "video_link_hash";
  ALTER TABLE "pages_blocks_video" DROP COLUMN "video_link_path";
  ALTER TABLE "pages_blocks_video" DROP COLUMN "video_link_url";
  ALTER TABLE "pages_blocks_news_widget" DROP COLUMN "fallback_url_type";
  ALTER TABLE "pages_blocks_news_widget" DROP COLUMN "fallback_url_new_tab";
  ALTER TABLE "pages_blocks_news_widget" DROP COLUMN "fallback_url_page_id";
  ALTER TABLE "pages_blocks_news_widget" DROP COLUMN "fallback_url_hash";
  ALTER TABLE "pages_blocks_news_widget" DROP COLUMN "fallback_url_path";
  ALTER TABLE "pages_blocks_news_widget" DROP COLUMN "fallback_url_url";
  ALTER TABLE "pages_blocks_contact" DROP COLUMN "button_path_type";
  ALTER TABLE "pages_blocks_contact" DROP COLUMN "button_path_new_tab";
  ALTER TABLE "pages_blocks_contact" DROP COLUMN "button_path_page_id";
  ALTER TABLE "pages_blocks_contact" DROP COLUMN "button_path_hash";
  ALTER TABLE "pages_blocks_contact" DROP COLUMN "button_path_path";
  ALTER TABLE "pages_blocks_contact" DROP COLUMN "button_path_url";
  ALTER TABLE "pages_blocks_stripe" DROP COLUMN "button_path_type";
  ALTER TABLE "pages_blocks_stripe" DROP COLUMN "button_path_new_tab";
  ALTER TABLE "pages_blocks_stripe" DROP COLUMN "button_path_page_id";
  ALTER TABLE "pages_blocks_stripe" DROP COLUMN "button_path_hash";
  ALTER TABLE "pages_blocks_stripe" DROP COLUMN "button_path_path";
  ALTER TABLE "pages_blocks_stripe" DROP COLUMN "button_path_url";
  ALTER TABLE "_pages_v_blocks_introduction" DROP COLUMN "button_u_r_l_type";
  ALTER TABLE "_pages_v_blocks_introduction" DROP COLUMN "button_u_r_l_new_tab";
  ALTER TABLE "_pages_v_blocks_introduction" DROP COLUMN "button_u_r_l_page_id";
  ALTER TABLE "_pages_v_blocks_introduction" DROP COLUMN "button_u_r_l_hash";
  ALTER TABLE "_pages_v_blocks_introduction" DROP COLUMN "button_u_r_l_path";
  ALTER TABLE "_pages_v_blocks_introduction" DROP COLUMN "button_u_r_l_url";
  ALTER TABLE "_pages_v_blocks_crossing_cards_cards" DROP COLUMN "link_path_type";
  ALTER TABLE "_pages_v_blocks_crossing_cards_cards" DROP COLUMN "link_path_new_tab";
  ALTER TABLE "_pages_v_blocks_crossing_cards_cards" DROP COLUMN "link_path_page_id";
  ALTER TABLE "_pages_v_blocks_crossing_cards_cards" DROP COLUMN "link_path_hash";
  ALTER TABLE "_pages_v_blocks_crossing_cards_cards" DROP COLUMN "link_path_path";
  ALTER TABLE "_pages_v_blocks_crossing_cards_cards" DROP COLUMN "link_path_url";
  ALTER TABLE "_pages_v_blocks_consultation_banner" DROP COLUMN "button_u_r_l_type";
  ALTER TABLE "_pages_v_blocks_consultation_banner" DROP COLUMN "button_u_r_l_new_tab";
  ALTER TABLE "_pages_v_blocks_consultation_banner" DROP COLUMN "button_u_r_l_page_id";
  ALTER TABLE "_pages_v_blocks_consultation_banner" DROP COLUMN "button_u_r_l_hash";
  ALTER TABLE "_pages_v_blocks_consultation_banner" DROP COLUMN "button_u_r_l_path";
  ALTER TABLE "_pages_v_blocks_consultation_banner" DROP COLUMN "button_u_r_l_url";
  ALTER TABLE "_pages_v_blocks_product_accordion_items" DROP COLUMN "link_path_type";
  ALTER TABLE "_pages_v_blocks_product_accordion_items" DROP COLUMN "link_path_new_tab";
  ALTER TABLE "_pages_v_blocks_product_accordion_items" DROP COLUMN "link_path_page_id";
  ALTER TABLE "_pages_v_blocks_product_accordion_items" DROP COLUMN "link_path_hash";
  ALTER TABLE "_pages_v_blocks_product_accordion_items" DROP COLUMN "link_path_path";
  ALTER TABLE "_pages_v_blocks_product_accordion_items" DROP COLUMN "link_path_url";
  ALTER TABLE "_pages_v_blocks_video" DROP COLUMN "video_link_type";
  ALTER TABLE "_pages_v_blocks_video" DROP COLUMN "video_link_new_tab";
  ALTER TABLE "_pages_v_blocks_video" DROP COLUMN "video_link_page_id";
  ALTER TABLE "_pages_v_blocks_video" DROP COLUMN "video_link_hash";
  ALTER TABLE "_pages_v_blocks_video" DROP COLUMN "video_link_path";
  ALTER TABLE "_pages_v_blocks_video" DROP COLUMN "video_link_url";
  ALTER TABLE "_pages_v_blocks_news_widget" DROP COLUMN "fallback_url_type";
  ALTER TABLE "_pages_v_blocks_news_widget" DROP COLUMN "fallback_url_new_tab";
  ALTER TABLE "_pages_v_blocks_news_widget" DROP COLUMN "fallback_url_page_id";
  ALTER TABLE "_pages_v_blocks_news_widget" DROP COLUMN "fallback_url_hash";
  ALTER TABLE "_pages_v_blocks_news_widget" DROP COLUMN "fallback_url_path";
  ALTER TABLE "_pages_v_blocks_news_widget" DROP COLUMN "fallback_url_url";
  ALTER TABLE "_pages_v_blocks_contact" DROP COLUMN "button_path_type";
  ALTER TABLE "_pages_v_blocks_contact" DROP COLUMN "button_path_new_tab";
  ALTER TABLE "_pages_v_blocks_contact" DROP COLUMN "button_path_page_id";
  ALTER TABLE "_pages_v_blocks_contact" DROP COLUMN "button_path_hash";
  ALTER TABLE "_pages_v_blocks_contact" DROP COLUMN "button_path_path";
  ALTER TABLE "_pages_v_blocks_contact" DROP COLUMN "button_path_url";
  ALTER TABLE "_pages_v_blocks_stripe" DROP COLUMN "button_path_type";
  ALTER TABLE "_pages_v_blocks_stripe" DROP COLUMN "button_path_new_tab";
  ALTER TABLE "_pages_v_blocks_stripe" DROP COLUMN "button_path_page_id";
  ALTER TABLE "_pages_v_blocks_stripe" DROP COLUMN "button_path_hash";
  ALTER TABLE "_pages_v_blocks_stripe" DROP COLUMN "button_path_path";
  ALTER TABLE "_pages_v_blocks_stripe" DROP COLUMN "button_path_url";
  ALTER TABLE "homepage_blocks_introduction" DROP COLUMN "button_u_r_l_type";
  ALTER TABLE "homepage_blocks_introduction" DROP COLUMN "button_u_r_l_new_tab";
  ALTER TABLE "homepage_blocks_introduction" DROP COLUMN "button_u_r_l_page_id";
  ALTER TABLE "homepage_blocks_introduction" DROP COLUMN "button_u_r_l_hash";
  ALTER TABLE "homepage_blocks_introduction" DROP COLUMN "button_u_r_l_path";
  ALTER TABLE "homepage_blocks_introduction" DROP COLUMN "button_u_r_l_url";
  ALTER TABLE "homepage_blocks_crossing_cards_cards" DROP COLUMN "link_path_type";
  ALTER TABLE "homepage_blocks_crossing_cards_cards" DROP COLUMN "link_path_new_tab";
  ALTER TABLE "homepage_blocks_crossing_cards_cards" DROP COLUMN "link_path_page_id";
  ALTER TABLE "homepage_blocks_crossing_cards_cards" DROP COLUMN "link_path_hash";
  ALTER TABLE "homepage_blocks_crossing_cards_cards" DROP COLUMN "link_path_path";
  ALTER TABLE "homepage_blocks_crossing_cards_cards" DROP COLUMN "link_path_url";
  ALTER TABLE "homepage_blocks_consultation_banner" DROP COLUMN "button_u_r_l_type";
  ALTER TABLE "homepage_blocks_consultation_banner" DROP COLUMN "button_u_r_l_new_tab";
  ALTER TABLE "homepage_blocks_consultation_banner" DROP COLUMN "button_u_r_l_page_id";
  ALTER TABLE "homepage_blocks_consultation_banner" DROP COLUMN "button_u_r_l_hash";
  ALTER TABLE "homepage_blocks_consultation_banner" DROP COLUMN "button_u_r_l_path";
  ALTER TABLE "homepage_blocks_consultation_banner" DROP COLUMN "button_u_r_l_url";
  ALTER TABLE "homepage_blocks_product_accordion_items" DROP COLUMN "link_path_type";
  ALTER TABLE "homepage_blocks_product_accordion_items" DROP COLUMN "link_path_new_tab";
  ALTER TABLE "homepage_blocks_product_accordion_items" DROP COLUMN "link_path_page_id";
  ALTER TABLE "homepage_blocks_product_accordion_items" DROP COLUMN "link_path_hash";
  ALTER TABLE "homepage_blocks_product_accordion_items" DROP COLUMN "link_path_path";
  ALTER TABLE "homepage_blocks_product_accordion_items" DROP COLUMN "link_path_url";
  ALTER TABLE "homepage_blocks_video" DROP COLUMN "video_link_type";
  ALTER TABLE "homepage_blocks_video" DROP COLUMN "video_link_new_tab";
  ALTER TABLE "homepage_blocks_video" DROP COLUMN "video_link_page_id";
  ALTER TABLE "homepage_blocks_video" DROP COLUMN "video_link_hash";
  ALTER TABLE "homepage_blocks_video" DROP COLUMN "video_link_path";
  ALTER TABLE "homepage_blocks_video" DROP COLUMN "video_link_url";
  ALTER TABLE "homepage_blocks_news_widget" DROP COLUMN "fallback_url_type";
  ALTER TABLE "homepage_blocks_news_widget" DROP COLUMN "fallback_url_new_tab";
  ALTER TABLE "homepage_blocks_news_widget" DROP COLUMN "fallback_url_page_id";
  ALTER TABLE "homepage_blocks_news_widget" DROP COLUMN "fallback_url_hash";
  ALTER TABLE "homepage_blocks_news_widget" DROP COLUMN "fallback_url_path";
  ALTER TABLE "homepage_blocks_news_widget" DROP COLUMN "fallback_url_url";
  ALTER TABLE "homepage_blocks_contact" DROP COLUMN "button_path_type";
  ALTER TABLE "homepage_blocks_contact" DROP COLUMN "button_path_new_tab";
  ALTER TABLE "homepage_blocks_contact" DROP COLUMN "button_path_page_id";
  ALTER TABLE "homepage_blocks_contact" DROP COLUMN "button_path_hash";
  ALTER TABLE "homepage_blocks_contact" DROP COLUMN "button_path_path";
  ALTER TABLE "homepage_blocks_contact" DROP COLUMN "button_path_url";
  ALTER TABLE "homepage_blocks_stripe" DROP COLUMN "button_path_type";
  ALTER TABLE "homepage_blocks_stripe" DROP COLUMN "button_path_new_tab";
  ALTER TABLE "homepage_blocks_stripe" DROP COLUMN "button_path_page_id";
  ALTER TABLE "homepage_blocks_stripe" DROP COLUMN "button_path_hash";
  ALTER TABLE "homepage_blocks_stripe" DROP COLUMN "button_path_path";
  ALTER TABLE "homepage_blocks_stripe" DROP COLUMN "button_path_url";
  ALTER TABLE "_homepage_v_blocks_introduction" DROP COLUMN "button_u_r_l_type";
  ALTER TABLE "_homepage_v_blocks_introduction" DROP COLUMN "button_u_r_l_new_tab";
  ALTER TABLE "_homepage_v_blocks_introduction" DROP COLUMN "button_u_r_l_page_id";
  ALTER TABLE "_homepage_v_blocks_introduction" DROP COLUMN "button_u_r_l_hash";
  ALTER TABLE "_homepage_v_blocks_introduction" DROP COLUMN "button_u_r_l_path";
  ALTER TABLE "_homepage_v_blocks_introduction" DROP COLUMN "button_u_r_l_url";
  ALTER TABLE "_homepage_v_blocks_crossing_cards_cards" DROP COLUMN "link_path_type";
  ALTER TABLE "_homepage_v_blocks_crossing_cards_cards" DROP COLUMN "link_path_new_tab";
  ALTER TABLE "_homepage_v_blocks_crossing_cards_cards" DROP COLUMN "link_path_page_id";
  ALTER TABLE "_homepage_v_blocks_crossing_cards_cards" DROP COLUMN "link_path_hash";
  ALTER TABLE "_homepage_v_blocks_crossing_cards_cards" DROP COLUMN "link_path_path";
  ALTER TABLE "_homepage_v_blocks_crossing_cards_cards" DROP COLUMN "link_path_url";
  ALTER TABLE "_homepage_v_blocks_consultation_banner" DROP COLUMN "button_u_r_l_type";
  ALTER TABLE "_homepage_v_blocks_consultation_banner" DROP COLUMN "button_u_r_l_new_tab";
  ALTER TABLE "_homepage_v_blocks_consultation_banner" DROP COLUMN "button_u_r_l_page_id";
  ALTER TABLE "_homepage_v_blocks_consultation_banner" DROP COLUMN "button_u_r_l_hash";
  ALTER TABLE "_homepage_v_blocks_consultation_banner" DROP COLUMN "button_u_r_l_path";
  ALTER TABLE "_homepage_v_blocks_consultation_banner" DROP COLUMN "button_u_r_l_url";
  ALTER TABLE "_homepage_v_blocks_product_accordion_items" DROP COLUMN "link_path_type";
  ALTER TABLE "_homepage_v_blocks_product_accordion_items" DROP COLUMN "link_path_new_tab";
  ALTER TABLE "_homepage_v_blocks_product_accordion_items" DROP COLUMN "link_path_page_id";
  ALTER TABLE "_homepage_v_blocks_product_accordion_items" DROP COLUMN "link_path_hash";
  ALTER TABLE "_homepage_v_blocks_product_accordion_items" DROP COLUMN "link_path_path";
  ALTER TABLE "_homepage_v_blocks_product_accordion_items" DROP COLUMN "link_path_url";
  ALTER TABLE "_homepage_v_blocks_video" DROP COLUMN "video_link_type";
  ALTER TABLE "_homepage_v_blocks_video" DROP COLUMN "video_link_new_tab";
  ALTER TABLE "_homepage_v_blocks_video" DROP COLUMN "video_link_page_id";
  ALTER TABLE "_homepage_v_blocks_video" DROP COLUMN "video_link_hash";
  ALTER TABLE "_homepage_v_blocks_video" DROP COLUMN "video_link_path";
  ALTER TABLE "_homepage_v_blocks_video" DROP COLUMN "video_link_url";
  ALTER TABLE "_homepage_v_blocks_news_widget" DROP COLUMN "fallback_url_type";
  ALTER TABLE "_homepage_v_blocks_news_widget" DROP COLUMN "fallback_url_new_tab";
  ALTER TABLE "_homepage_v_blocks_news_widget" DROP COLUMN "fallback_url_page_id";
  ALTER TABLE "_homepage_v_blocks_news_widget" DROP COLUMN "fallback_url_hash";
  ALTER TABLE "_homepage_v_blocks_news_widget" DROP COLUMN "fallback_url_path";
  ALTER TABLE "_homepage_v_blocks_news_widget" DROP COLUMN "fallback_url_url";
  ALTER TABLE "_homepage_v_blocks_contact" DROP COLUMN "button_path_type";
  ALTER TABLE "_homepage_v_blocks_contact" DROP COLUMN "button_path_new_tab";
  ALTER TABLE "_homepage_v_blocks_contact" DROP COLUMN "button_path_page_id";
  ALTER TABLE "_homepage_v_blocks_contact" DROP COLUMN "button_path_hash";
  ALTER TABLE "_homepage_v_blocks_contact" DROP COLUMN "button_path_path";
  ALTER TABLE "_homepage_v_blocks_contact" DROP COLUMN "button_path_url";
  ALTER TABLE "_homepage_v_blocks_stripe" DROP COLUMN "button_path_type";
  ALTER TABLE "_homepage_v_blocks_stripe" DROP COLUMN "button_path_new_tab";
  ALTER TABLE "_homepage_v_blocks_stripe" DROP COLUMN "button_path_page_id";
  ALTER TABLE "_homepage_v_blocks_stripe" DROP COLUMN "button_path_hash";
  ALTER TABLE "_homepage_v_blocks_stripe" DROP COLUMN "button_path_path";
  ALTER TABLE "_homepage_v_blocks_stripe" DROP COLUMN "button_path_url";
  DROP TYPE "public"."enum_pages_blocks_introduction_button_u_r_l_type";
  DROP TYPE "public"."enum_pages_blocks_crossing_cards_cards_link_path_type";
  DROP TYPE "public"."enum_pages_blocks_consultation_banner_button_u_r_l_type";
  DROP TYPE "public"."enum_pages_blocks_product_accordion_items_link_path_type";
  DROP TYPE "public"."enum_pages_blocks_video_video_link_type";
  DROP TYPE "public"."enum_pages_blocks_news_widget_fallback_url_type";
  DROP TYPE "public"."enum_pages_blocks_contact_button_path_type";
  DROP TYPE "public"."enum_pages_blocks_stripe_button_path_type";
  DROP TYPE "public"."enum__pages_v_blocks_introduction_button_u_r_l_type";
  DROP TYPE "public"."enum__pages_v_blocks_crossing_cards_cards_link_path_type";
  DROP TYPE "public"."enum__pages_v_blocks_consultation_banner_button_u_r_l_type";
  DROP TYPE "public"."enum__pages_v_blocks_product_accordion_items_link_path_type";
  DROP TYPE "public"."enum__pages_v_blocks_video_video_link_type";
  DROP TYPE "public"."enum__pages_v_blocks_news_widget_fallback_url_type";
  DROP TYPE "public"."enum__pages_v_blocks_contact_button_path_type";
  DROP TYPE "public"."enum__pages_v_blocks_stripe_button_path_type";
  DROP TYPE "public"."enum_homepage_blocks_introduction_button_u_r_l_type";
  DROP TYPE "public"."enum_homepage_blocks_crossing_cards_cards_link_path_type";
  DROP TYPE "public"."enum_homepage_blocks_consultation_banner_button_u_r_l_type";
  DROP TYPE "public"."enum_homepage_blocks_product_accordion_items_link_path_type";
  DROP TYPE "public"."enum_homepage_blocks_video_video_link_type";
  DROP TYPE "public"."enum_homepage_blocks_news_widget_fallback_url_type";
  DROP TYPE "public"."enum_homepage_blocks_contact_button_path_type";
  DROP TYPE "public"."enum_homepage_blocks_stripe_button_path_type";
  DROP TYPE "public"."enum__homepage_v_blocks_introduction_button_u_r_l_type";
  DROP TYPE "public"."enum__homepage_v_blocks_crossing_cards_cards_link_path_type";
  DROP TYPE "public"."enum__homepage_v_blocks_consultation_banner_button_u_r_l_type";
  DROP TYPE "public"."enum__homepage_v_blocks_product_accordion_items_link_path_type";
  DROP TYPE "public"."enum__homepage_v_blocks_video_video_link_type";
  DROP TYPE "public"."enum__homepage_v_blocks_news_widget_fallback_url_type";
  DROP TYPE "public"."enum__homepage_v_blocks_contact_button_path_type";
  DROP TYPE "public"."enum__homepage_v_blocks_stripe_button_path_type";`)
}
