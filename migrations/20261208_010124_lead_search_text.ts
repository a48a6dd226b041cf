import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * `leads.search_text` (collections/Leads `searchText`, the list's one search field): the
 * visitor's name, e-mail, phone digits and message, lower case without diacritics, so the
 * admin's list search finds "Veselý" by "vesely" and "+420 777 123 456" by "777123456". The
 * application writes it with the lead (src/leads/leadSearchText.ts, NFD folding); here the
 * stored leads get it by the same rule in SQL: `translate` over the Czech and Slovak letters
 * (and ä ë ö ü) then `lower`, without the unaccent extension. Erased leads keep none.
 *
 * Expand only. The previous release still inserts leads without it and erases them without
 * emptying it during a rolling deploy, so a trigger fills it for such an insert and empties it
 * with the erasure; with both releases setting it themselves the trigger changes nothing.
 *
 * Plain SQL frozen here; nothing of the application is imported.
 */
const contentSchemaOf = (payload: MigrateUpArgs['payload']) =>
  (payload.db as { schemaName?: string }).schemaName || 'public'

const ACCENTED = 'ÁÄČĎÉĚËÍĹĽŇÓÔÖŔŘŠŤÚŮÜÝŽáäčďéěëíĺľňóôöŕřšťúůüýž'
const PLAIN = 'AACDEEEILLNOOORRSTUUUYZaacdeeeillnooorrstuuuyz'

export async function up({ db, payload }: MigrateUpArgs): Promise<void> {
  const schema = `"${contentSchemaOf(payload)}"`
  await db.execute(sql.raw(`ALTER TABLE ${schema}."leads" ADD COLUMN "search_text" varchar;`))
  await db.execute(
    sql.raw(`
  CREATE FUNCTION ${schema}.lead_search_text(first_name text, last_name text, email text,
      phone text, message text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $fold$
      SELECT nullif(lower(translate(concat_ws(' ',
          nullif(btrim(first_name), ''), nullif(btrim(last_name), ''), nullif(btrim(email), ''),
          nullif(CASE WHEN length(digits) = 9 THEN '420' || digits ELSE digits END, ''),
          nullif(btrim(message), '')),
        '${ACCENTED}', '${PLAIN}')), '')
      FROM (SELECT CASE WHEN raw LIKE '00%' THEN substr(raw, 3) ELSE raw END AS digits
        FROM (SELECT regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g') AS raw) AS typed
      ) AS international
    $fold$;

  UPDATE ${schema}."leads"
    SET search_text = ${schema}.lead_search_text(first_name, last_name, email, phone, text)
    WHERE erased_at IS NULL;

  CREATE FUNCTION ${schema}.leads_keep_search_text() RETURNS trigger
    LANGUAGE plpgsql
    AS $keep$
    BEGIN
      IF NEW.erased_at IS NOT NULL THEN
        NEW.search_text := NULL;
      ELSIF NEW.search_text IS NULL THEN
        NEW.search_text := ${schema}.lead_search_text(NEW.first_name, NEW.last_name, NEW.email,
          NEW.phone, NEW.text);
      END IF;
      RETURN NEW;
    END
    $keep$;

  CREATE TRIGGER leads_keep_search_text BEFORE INSERT OR UPDATE ON ${schema}."leads"
    FOR EACH ROW EXECUTE FUNCTION ${schema}.leads_keep_search_text();`),
  )
}

export async function down({ db, payload }: MigrateDownArgs): Promise<void> {
  const schema = `"${contentSchemaOf(payload)}"`
  await db.execute(
    sql.raw(`
  DROP TRIGGER IF EXISTS leads_keep_search_text ON ${schema}."leads";
  DROP FUNCTION IF EXISTS ${schema}.leads_keep_search_text();
  DROP FUNCTION IF EXISTS ${schema}.lead_search_text(text, text, text, text, text);
  ALTER TABLE ${schema}."leads" DROP COLUMN IF EXISTS "search_text";`),
  )
}
