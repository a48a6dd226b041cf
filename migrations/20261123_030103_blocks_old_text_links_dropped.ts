import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

import { type TextLink, textLinkTables } from './20261123_004656_blocks_links_become_link_groups'

/**
 * Drops the blocks' old text links, copied into link groups by the migration before this one.
 * Going back writes each link group into its text column again (a page as its path).
 */

function copyGroupToText({ table, column, external }: TextLink): string {
  const group = (field: string) => `"${column}_${field}"`
  const pageHref = `(SELECT '/' || p.path FROM pages p WHERE p.id = ${group('page_id')}) ||
      COALESCE('#' || NULLIF(${group('hash')}, ''), '')`
  const siteHref = `CASE ${group('type')} WHEN 'path' THEN ${group('path')} WHEN 'page' THEN ${pageHref} END`
  if (!external) {
    return `
  UPDATE "${table}" SET "${column}" =
    CASE WHEN ${group('type')} = 'url' THEN ${group('url')} ELSE ${siteHref} END;`
  }
  return `
  UPDATE "${table}" SET "${external}" = CASE WHEN ${group('type')} = 'url' THEN ${group('url')} END,
    "${column}" = ${siteHref};`
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_introduction" DROP COLUMN "button_u_r_l";
  ALTER TABLE "pages_blocks_crossing_cards_cards" DROP COLUMN "link_path";
  ALTER TABLE "pages_blocks_crossing_cards_cards" DROP COLUMN "href";
  ALTER TABLE "pages_blocks_consultation_banner" DROP COLUMN "button_u_r_l";
  ALTER TABLE "pages_blocks_product_accordion_items" DROP COLUMN "link_path";
  ALTER TABLE "pages_blocks_video" DROP COLUMN "video_link";
  ALTER TABLE "pages_blocks_news_widget" DROP COLUMN "fallback_url";
  ALTER TABLE "pages_blocks_contact" DROP COLUMN "button_path";
  ALTER TABLE "pages_blocks_stripe" DROP COLUMN "button_path";
  ALTER TABLE "_pages_v_blocks_introduction" DROP COLUMN "button_u_r_l";
  ALTER TABLE "_pages_v_blocks_crossing_cards_cards" DROP COLUMN "link_path";
  ALTER TABLE "_pages_v_blocks_crossing_cards_cards" DROP COLUMN "href";
  ALTER TABLE "_pages_v_blocks_consultation_banner" DROP COLUMN "button_u_r_l";
  ALTER TABLE "_pages_v_blocks_product_accordion_items" DROP COLUMN "link_path";
  ALTER TABLE "_pages_v_blocks_video" DROP COLUMN "video_link";
  ALTER TABLE "_pages_v_blocks_news_widget" DROP COLUMN "fallback_url";
  ALTER TABLE "_pages_v_blocks_contact" DROP COLUMN "button_path";
  ALTER TABLE "_pages_v_blocks_stripe" DROP COLUMN "button_path";
  ALTER TABLE "homepage_blocks_introduction" DROP COLUMN "button_u_r_l";
  ALTER TABLE "homepage_blocks_crossing_cards_cards" DROP COLUMN "link_path";
  ALTER TABLE "homepage_blocks_crossing_cards_cards" DROP COLUMN "href";
  ALTER TABLE "homepage_blocks_consultation_banner" DROP COLUMN "button_u_r_l";
  ALTER TABLE "homepage_blocks_product_accordion_items" DROP COLUMN "link_path";
  ALTER TABLE "homepage_blocks_video" DROP COLUMN "video_link";
  ALTER TABLE "homepage_blocks_news_widget" DROP COLUMN "fallback_url";
  ALTER TABLE "homepage_blocks_contact" DROP COLUMN "button_path";
  ALTER TABLE "homepage_blocks_stripe" DROP COLUMN "button_path";
  ALTER TABLE "_homepage_v_blocks_introduction" DROP COLUMN "button_u_r_l";
  ALTER TABLE "_homepage_v_blocks_crossing_cards_cards" DROP COLUMN "link_path";
  ALTER TABLE "_homepage_v_blocks_crossing_cards_cards" DROP COLUMN "href";
  ALTER TABLE "_homepage_v_blocks_consultation_banner" DROP COLUMN "button_u_r_l";
  ALTER TABLE "_homepage_v_blocks_product_accordion_items" DROP COLUMN "link_path";
  ALTER TABLE "_homepage_v_blocks_video" DROP COLUMN "video_link";
  ALTER TABLE "_homepage_v_blocks_news_widget" DROP COLUMN "fallback_url";
  ALTER TABLE "_homepage_v_blocks_contact" DROP COLUMN "button_path";
  ALTER TABLE "_homepage_v_blocks_stripe" DROP COLUMN "button_path";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_introduction" ADD COLUMN "button_u_r_l" varchar;
  ALTER TABLE "pages_blocks_crossing_cards_cards" ADD COLUMN "link_path" varchar;
  ALTER TABLE "pages_blocks_crossing_cards_cards" ADD COLUMN "href" varchar;
  ALTER TABLE "pages_blocks_consultation_banner" ADD COLUMN "button_u_r_l" varchar;
  ALTER TABLE "pages_blocks_product_accordion_items" ADD COLUMN "link_path" varchar;
  ALTER TABLE "pages_blocks_video" ADD COLUMN "video_link" varchar;
  ALTER TABLE "pages_blocks_news_widget" ADD COLUMN "fallback_url" varchar;
  ALTER TABLE "pages_blocks_contact" ADD COLUMN "button_path" varchar;
  ALTER TABLE "pages_blocks_stripe" ADD COLUMN "button_path" varchar;
  ALTER TABLE "_pages_v_blocks_introduction" ADD COLUMN "button_u_r_l" varchar;
  ALTER TABLE "_pages_v_blocks_crossing_cards_cards" ADD COLUMN "link_path" varchar;
  ALTER TABLE "_pages_v_blocks_crossing_cards_cards" ADD COLUMN "href" varchar;
  ALTER TABLE "_pages_v_blocks_consultation_banner" ADD COLUMN "button_u_r_l" varchar;
  ALTER TABLE "_pages_v_blocks_product_accordion_items" ADD COLUMN "link_path" varchar;
  ALTER TABLE "_pages_v_blocks_video" ADD COLUMN "video_link" varchar;
  ALTER TABLE "_pages_v_blocks_news_widget" ADD COLUMN "fallback_url" varchar;
  ALTER TABLE "_pages_v_blocks_contact" ADD COLUMN "button_path" varchar;
  ALTER TABLE "_pages_v_blocks_stripe" ADD COLUMN "button_path" varchar;
  ALTER TABLE "homepage_blocks_introduction" ADD COLUMN "button_u_r_l" varchar;
  ALTER TABLE "homepage_blocks_crossing_cards_cards" ADD COLUMN "link_path" varchar;
  ALTER TABLE "homepage_blocks_crossing_cards_cards" ADD COLUMN "href" varchar;
  ALTER TABLE "homepage_blocks_consultation_banner" ADD COLUMN "button_u_r_l" varchar;
  ALTER TABLE "homepage_blocks_product_accordion_items" ADD COLUMN "link_path" varchar;
  ALTER TABLE "homepage_blocks_video" ADD COLUMN "video_link" varchar;
  ALTER TABLE "homepage_blocks_news_widget" ADD COLUMN "fallback_url" varchar;
  ALTER TABLE "homepage_blocks_contact" ADD COLUMN "button_path" varchar;
  ALTER TABLE "homepage_blocks_stripe" ADD COLUMN "button_path" varchar;
  ALTER TABLE "_homepage_v_blocks_introduction" ADD COLUMN "button_u_r_l" varchar;
  ALTER TABLE "_homepage_v_blocks_crossing_cards_cards" ADD COLUMN "link_path" varchar;
  ALTER TABLE "_homepage_v_blocks_crossing_cards_cards" ADD COLUMN "href" varchar;
  ALTER TABLE "_homepage_v_blocks_consultation_banner" ADD COLUMN "button_u_r_l" varchar;
  ALTER TABLE "_homepage_v_blocks_product_accordion_items" ADD COLUMN "link_path" varchar;
  ALTER TABLE "_homepage_v_blocks_video" ADD COLUMN "video_link" varchar;
  ALTER TABLE "_homepage_v_blocks_news_widget" ADD COLUMN "fallback_url" varchar;
  ALTER TABLE "_homepage_v_blocks_contact" ADD COLUMN "button_path" varchar;
  ALTER TABLE "_homepage_v_blocks_stripe" ADD COLUMN "button_path" varchar;`)
  await db.execute(sql.raw(textLinkTables().map(copyGroupToText).join('\n')))
}
