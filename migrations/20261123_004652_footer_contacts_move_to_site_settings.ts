import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

type Row = Record<string, string | null>
type Network = 'linkedin' | 'facebook' | 'youtube' | 'instagram' | 'x'

/**
 * The seed's contacts and service addresses as they were when this migration was written, frozen
 * here: a migration must do the same thing on every database, whatever the seed says later.
 */
const siteSettingsDefaults = {
  phone: '+420 222 011 602',
  generalEmail: 'info@software602.cz',
  salesEmail: 'obchod@software602.cz',
  mediaEmail: 'media@software602.cz',
  careersEmail: 'kariera@software602.cz',
  signingSiteUrl: 'https://podpis.software602.cz',
  bookingUrl: 'https://calendly.com/software602/konzultace-30-minut',
  loginLinks: [
    { label: 'Přihlášení do Sofy', url: 'https://app.sofa.cz' },
    { label: 'Účet 602 ID', url: 'https://id.software602.cz' },
  ],
  socials: [
    { network: 'linkedin', url: 'https://www.linkedin.com/company/software602' },
    { network: 'facebook', url: 'https://www.facebook.com/Software602' },
    { network: 'youtube', url: 'https://www.youtube.com/@Software602' },
  ] satisfies Array<{ network: Network; url: string }>,
  newsWidgetId: '00000000-0000-0000-0000-000000000602',
}

/**
 * The footer's meeting phone and e-mail, log-in links and social networks move to the site
 * settings (Kontakty a odkazy). Before the footer's columns go, what an editor stored there is
 * copied over, unless the settings were already filled in; a value the footer never had comes
 * from the seed's set as it was then (siteSettingsDefaults; README: "Demo content to replace
 * before launch"). Plain SQL on this point's tables, not the Local API (today's collections).
 */
async function copyFooterContacts({ db }: MigrateUpArgs) {
  const settings = await db.execute(sql`SELECT id FROM site_settings LIMIT 1`)
  if (settings.rows.length) return
  const footer = (await db.execute(sql`SELECT meeting_phone, meeting_email FROM footer LIMIT 1`))
    .rows[0] as Row | undefined
  const logins = (
    await db.execute(sql`
      SELECT link_label AS label, COALESCE(link_url, link_path) AS url FROM footer_login_links
      WHERE COALESCE(link_url, link_path) IS NOT NULL AND link_label IS NOT NULL ORDER BY _order`)
  ).rows as Array<{ label: string; url: string }>
  const socials = (
    await db.execute(sql`
      SELECT network, url FROM footer_socials
      WHERE network IS NOT NULL AND url IS NOT NULL ORDER BY _order`)
  ).rows as Array<{ network: Network; url: string }>
  if (!footer && !logins.length && !socials.length) return
  const d = siteSettingsDefaults
  const inserted = await db.execute(sql`
    INSERT INTO site_settings (phone, general_email, sales_email, media_email, careers_email,
      signing_site_url, booking_url, news_widget_id, updated_at, created_at)
    VALUES (${footer?.meeting_phone || d.phone}, ${d.generalEmail},
      ${footer?.meeting_email || d.salesEmail}, ${d.mediaEmail}, ${d.careersEmail},
      ${d.signingSiteUrl}, ${d.bookingUrl}, ${d.newsWidgetId}, now(), now())
    RETURNING id`)
  const id = (inserted.rows[0] as { id: number }).id
  // Array rows carry ids like the ones Payload gives them (24 hex characters).
  const rowId = sql`substr(md5(random()::text || clock_timestamp()::text), 1, 24)`
  for (const [index, link] of (logins.length ? logins : d.loginLinks).entries()) {
    await db.execute(sql`
      INSERT INTO site_settings_login_links (_order, _parent_id, id, label, url)
      VALUES (${index + 1}, ${id}, ${rowId}, ${link.label}, ${link.url})`)
  }
  for (const [index, social] of (socials.length ? socials : d.socials).entries()) {
    await db.execute(sql`
      INSERT INTO site_settings_socials (_order, _parent_id, id, network, url)
      VALUES (${index + 1}, ${id}, ${rowId}, ${social.network}::text::enum_site_settings_socials_network,
        ${social.url})`)
  }
}

export async function up(args: MigrateUpArgs): Promise<void> {
  const { db } = args
  await copyFooterContacts(args)
  await db.execute(sql`
   DROP TABLE "footer_login_links" CASCADE;
  DROP TABLE "footer_socials" CASCADE;
  DROP TABLE "_footer_v_version_login_links" CASCADE;
  DROP TABLE "_footer_v_version_socials" CASCADE;
  ALTER TABLE "footer" DROP COLUMN "meeting_phone";
  ALTER TABLE "footer" DROP COLUMN "meeting_email";
  ALTER TABLE "_footer_v" DROP COLUMN "version_meeting_phone";
  ALTER TABLE "_footer_v" DROP COLUMN "version_meeting_email";
  DROP TYPE "public"."enum_footer_login_links_link_type";
  DROP TYPE "public"."enum_footer_socials_network";
  DROP TYPE "public"."enum__footer_v_version_login_links_link_type";
  DROP TYPE "public"."enum__footer_v_version_socials_network";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
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
  
  ALTER TABLE "footer" ADD COLUMN "meeting_phone" varchar;
  ALTER TABLE "footer" ADD COLUMN "meeting_email" varchar;
  ALTER TABLE "_footer_v" ADD COLUMN "version_meeting_phone" varchar;
  ALTER TABLE "_footer_v" ADD COLUMN "version_meeting_email" varchar;
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
  CREATE INDEX "_footer_v_version_socials_parent_id_idx" ON "_footer_v_version_socials" USING btree ("_parent_id");`)
}
