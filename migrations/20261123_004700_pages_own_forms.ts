import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Content move that goes with the one block library (schema in the migration before this one):
 *
 * 1. `/` has one source, the homepage global. The `home` page document, hidden behind the global
 *    until now, disappears: links to it become links to the path `/`, and when the global has no
 *    blocks yet the page's header and blocks move into it, so nothing an editor wrote is lost.
 * 2. The form pages that code routes used to hide (`/kontakt`, registrations, …) get the form
 *    that route showed, as a `form` block with the thank-you copy and confirmation page the route
 *    had, so they keep working once the code routes are gone. A page that already has a form
 *    block of that kind is left alone.
 *
 * Written against the data and the tables as they stand at this point of the history, in plain
 * SQL: plain values (not the seed, which keeps changing) and no Local API (which works through
 * today's collections, not this point's).
 */

const HOME = 'home'

type FormSpec = {
  path: string
  form: string
  title: string
  thankYouTitle: string
  thankYouText: string
  confirmation?: string
  first?: boolean
}

const REGISTERED = {
  title: 'Registrační formulář',
  thankYouTitle: 'Registrace je hotová',
  thankYouText: 'Potvrzení jsme poslali na {email}.',
}

const FORMS: FormSpec[] = [
  {
    path: 'kontakt',
    form: 'contact',
    title: 'Kontaktní formulář',
    thankYouTitle: 'Děkujeme za zprávu',
    thankYouText: 'Ozveme se vám co nejdříve, obvykle do jednoho pracovního dne.',
    first: true,
  },
  {
    path: 'konzultace',
    form: 'consultation',
    title: 'Rezervace konzultace',
    thankYouTitle: 'Děkujeme, konzultaci jsme zarezervovali',
    thankYouText: 'Potvrzení a odkaz na online schůzku pošleme na {email}.',
    confirmation: 'potvrzeni-rezervace',
  },
  {
    path: 'sofa-tarify',
    form: 'pricing',
    title: 'Poptat cenovou nabídku',
    thankYouTitle: 'Děkujeme za poptávku',
    thankYouText: 'Připravíme pro vás nabídku na míru a pošleme ji na {email}.',
  },
  {
    path: 'sofa-tarify',
    form: 'trial',
    title: 'Vyzkoušet SOFA 30 dní zdarma',
    thankYouTitle: 'Zkušební verze je na cestě',
    thankYouText:
      'Na adresu {email} jsme poslali aktivační odkaz. Po aktivaci můžete aplikaci 30 dní používat zdarma.',
  },
  {
    path: 'registrace-na-udalost',
    form: 'event',
    ...REGISTERED,
    confirmation: 'potvrzeni-registrace-na-konferenci',
  },
  { path: 'nocni-golf-registrace', form: 'golf', ...REGISTERED, confirmation: 'potvrzeni-obecne' },
  {
    path: 'digitalizace-HR-registrace',
    form: 'hrConference',
    ...REGISTERED,
    confirmation: 'potvrzeni-registrace-na-konferenci',
  },
  {
    path: 'sunset-party-2025/registrace',
    form: 'sunsetParty',
    ...REGISTERED,
    confirmation: 'potvrzeni',
  },
]

/** A quoted SQL literal of a value fixed in this file. */
const literal = (value: string | null | undefined) =>
  value === null || value === undefined ? 'NULL' : `'${value.replaceAll("'", "''")}'`

/**
 * Helpers for this migration only (pg_temp: gone when the session ends).
 *
 * `new_block_id()`: an id like the ones Payload gives blocks (24 hex characters).
 *
 * `copy_blocks(src, src_parent, dst, dst_parent, order_shift)`: copies the `layout` blocks of one
 * document (tables `<src>blocks_*`, rows of `src_parent`) to another (`<dst>blocks_*`, parent
 * `dst_parent`), with their nested arrays, column by column where both tables have the column
 * (enum values cast by name). Into a versions table (serial ids) the source id goes to `_uuid`
 * and nested rows find their parent by it.
 */
const HELPERS = `
CREATE FUNCTION pg_temp.new_block_id() RETURNS varchar LANGUAGE sql AS
  $f$ SELECT substr(md5(random()::text || clock_timestamp()::text), 1, 24) $f$;

CREATE FUNCTION pg_temp.copy_blocks(src text, src_parent integer, dst text, dst_parent integer,
  order_shift integer) RETURNS void LANGUAGE plpgsql AS $f$
DECLARE
  t record;
  cols text;
  vals text;
  dst_table text;
  to_version boolean;
  parent_table text;
  pass integer;
BEGIN
  CREATE TEMP TABLE IF NOT EXISTS copied_block_ids (id varchar PRIMARY KEY);
  TRUNCATE copied_block_ids;
  FOR pass IN 0..3 LOOP
    FOR t IN
      SELECT c.table_name AS name, substr(c.table_name, length(src) + 1) AS suffix,
             EXISTS (SELECT 1 FROM information_schema.columns p WHERE p.table_schema = c.table_schema
                     AND p.table_name = c.table_name AND p.column_name = '_path') AS top_level
      FROM information_schema.columns c
      WHERE c.table_schema = current_schema() AND c.column_name = '_parent_id'
        AND c.table_name LIKE replace(src, '_', '\\_') || 'blocks\\_%'
    LOOP
      -- Top-level blocks on the first pass, nested arrays (a level per pass) after.
      CONTINUE WHEN t.top_level <> (pass = 0);
      dst_table := dst || t.suffix;
      CONTINUE WHEN NOT EXISTS (SELECT 1 FROM information_schema.tables
        WHERE table_schema = current_schema() AND table_name = dst_table);
      to_version := EXISTS (SELECT 1 FROM information_schema.columns WHERE table_schema = current_schema()
        AND table_name = dst_table AND column_name = '_uuid');
      SELECT string_agg(format('%I', d.column_name), ', ' ORDER BY d.ordinal_position),
             string_agg(CASE WHEN d.data_type = 'USER-DEFINED'
                          THEN format('s.%I::text::%I', d.column_name, d.udt_name)
                          ELSE format('s.%I', d.column_name) END, ', ' ORDER BY d.ordinal_position)
        INTO cols, vals
      FROM information_schema.columns d
      JOIN information_schema.columns s ON s.table_schema = d.table_schema
        AND s.table_name = t.name AND s.column_name = d.column_name
      WHERE d.table_schema = current_schema() AND d.table_name = dst_table
        AND d.column_name NOT IN ('id', '_uuid', '_parent_id', '_order');
      IF t.top_level THEN
        EXECUTE format(
          'INSERT INTO %I (%s, _order, _parent_id, %s) SELECT %s, s._order + $1, $2, s.id
           FROM %I s WHERE s._parent_id = $3 AND s._path = ''layout''',
          dst_table, cols, CASE WHEN to_version THEN '_uuid' ELSE 'id' END, vals, t.name)
          USING order_shift, dst_parent, src_parent;
        EXECUTE format('INSERT INTO copied_block_ids SELECT id FROM %I
          WHERE _parent_id = $1 AND _path = ''layout'' ON CONFLICT DO NOTHING', t.name) USING src_parent;
      ELSE
        SELECT ccu.table_name INTO parent_table
        FROM information_schema.table_constraints tc
        JOIN information_schema.key_column_usage kcu ON kcu.constraint_name = tc.constraint_name
          AND kcu.table_schema = tc.table_schema
        JOIN information_schema.constraint_column_usage ccu ON ccu.constraint_name = tc.constraint_name
          AND ccu.table_schema = tc.table_schema
        WHERE tc.table_schema = current_schema() AND tc.table_name = dst_table
          AND tc.constraint_type = 'FOREIGN KEY' AND kcu.column_name = '_parent_id';
        IF to_version THEN
          EXECUTE format(
            'INSERT INTO %I (%s, _order, _parent_id, _uuid)
             SELECT %s, s._order, (SELECT max(p.id) FROM %I p WHERE p._uuid = s._parent_id), s.id
             FROM %I s WHERE s._parent_id IN (SELECT id FROM copied_block_ids)
               AND s.id NOT IN (SELECT id FROM copied_block_ids)',
            dst_table, cols, vals, parent_table, t.name);
        ELSE
          EXECUTE format(
            'INSERT INTO %I (%s, _order, _parent_id, id) SELECT %s, s._order, s._parent_id, s.id
             FROM %I s WHERE s._parent_id IN (SELECT id FROM copied_block_ids)
               AND s.id NOT IN (SELECT id FROM copied_block_ids)',
            dst_table, cols, vals, t.name);
        END IF;
        EXECUTE format('INSERT INTO copied_block_ids SELECT id FROM %I
          WHERE _parent_id IN (SELECT id FROM copied_block_ids) ON CONFLICT DO NOTHING', t.name);
      END IF;
    END LOOP;
  END LOOP;
END
$f$;

-- Moves the layout blocks of one document down by one (room for a block in first place).
CREATE FUNCTION pg_temp.shift_layout(prefix text, parent integer) RETURNS void LANGUAGE plpgsql AS $f$
DECLARE t record;
BEGIN
  FOR t IN SELECT table_name FROM information_schema.columns
    WHERE table_schema = current_schema() AND column_name = '_path'
      AND table_name LIKE replace(prefix, '_', '\\_') || 'blocks\\_%'
  LOOP
    EXECUTE format('UPDATE %I SET _order = _order + 1 WHERE _parent_id = $1 AND _path = ''layout''',
      t.table_name) USING parent;
  END LOOP;
END
$f$;

-- The next free place at the end of a document's layout.
CREATE FUNCTION pg_temp.layout_end(prefix text, parent integer) RETURNS integer LANGUAGE plpgsql AS $f$
DECLARE t record; last integer := 0; found integer;
BEGIN
  FOR t IN SELECT table_name FROM information_schema.columns
    WHERE table_schema = current_schema() AND column_name = '_path'
      AND table_name LIKE replace(prefix, '_', '\\_') || 'blocks\\_%'
  LOOP
    EXECUTE format('SELECT max(_order) FROM %I WHERE _parent_id = $1 AND _path = ''layout''',
      t.table_name) INTO found USING parent;
    last := greatest(last, coalesce(found, 0));
  END LOOP;
  RETURN last + 1;
END
$f$;
`

/**
 * `/` has one source: when the homepage global has no blocks yet, the `home` page's header
 * (an introduction block) and blocks move into it, published, with a version as an editor's
 * publish writes one; links to the page become links to the path `/`; the page and its versions
 * go.
 */
const MOVE_HOME_PAGE = `
DO $$
DECLARE
  home pages%ROWTYPE;
  homepage_id integer;
  version_id integer;
  has_blocks boolean := false;
  t record;
  present boolean;
BEGIN
  SELECT * INTO home FROM pages WHERE path = ${literal(HOME)} LIMIT 1;
  IF home.id IS NULL THEN RETURN; END IF;

  FOR t IN SELECT table_name FROM information_schema.columns
    WHERE table_schema = current_schema() AND column_name = '_path'
      AND table_name LIKE 'homepage\\_blocks\\_%'
  LOOP
    EXECUTE format('SELECT EXISTS (SELECT 1 FROM %I WHERE _path = ''layout'')', t.table_name) INTO present;
    has_blocks := has_blocks OR present;
  END LOOP;

  IF NOT has_blocks THEN
    SELECT id INTO homepage_id FROM homepage ORDER BY id LIMIT 1;
    IF homepage_id IS NULL THEN
      INSERT INTO homepage (created_at, updated_at) VALUES (now(), now()) RETURNING id INTO homepage_id;
    END IF;
    UPDATE homepage SET
      meta_title = coalesce(nullif(meta_title, ''), nullif(home.meta_title, ''), home.title),
      meta_description = coalesce(nullif(meta_description, ''), nullif(home.meta_description, '')),
      _status = 'published', updated_at = now()
    WHERE id = homepage_id;
    INSERT INTO homepage_blocks_introduction (_order, _parent_id, _path, id, background_class, heading, text)
      VALUES (1, homepage_id, 'layout', pg_temp.new_block_id(), 'gradient', home.title, home.hero_lead);
    PERFORM pg_temp.copy_blocks('pages_', home.id, 'homepage_', homepage_id, 1);

    -- The published version the admin opens.
    UPDATE _homepage_v SET latest = false WHERE latest;
    INSERT INTO _homepage_v (version_meta_title, version_meta_description, version_meta_image_id,
        version__status, version_updated_at, version_created_at, created_at, updated_at, latest, autosave)
      SELECT meta_title, meta_description, meta_image_id, 'published', updated_at, created_at,
        now(), now(), true, false
      FROM homepage WHERE id = homepage_id
      RETURNING id INTO version_id;
    PERFORM pg_temp.copy_blocks('homepage_', homepage_id, '_homepage_v_', version_id, 0);
  END IF;

  -- Every link field pointing at the page (menus, footer, banner, buttons, redirects, their
  -- versions) becomes a link to the site path /: it keeps <prefix>page_id beside <prefix>type
  -- and <prefix>path.
  FOR t IN
    SELECT kcu.table_name AS tbl, kcu.column_name AS col,
           left(kcu.column_name, length(kcu.column_name) - length('page_id')) AS prefix
    FROM information_schema.table_constraints tc
    JOIN information_schema.key_column_usage kcu
      ON tc.constraint_name = kcu.constraint_name AND tc.table_schema = kcu.table_schema
    JOIN information_schema.constraint_column_usage ccu
      ON tc.constraint_name = ccu.constraint_name AND tc.table_schema = ccu.table_schema
    WHERE tc.constraint_type = 'FOREIGN KEY' AND tc.table_schema = current_schema()
      AND ccu.table_name = 'pages' AND kcu.column_name LIKE '%page\\_id'
  LOOP
    CONTINUE WHEN (SELECT count(*) FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = t.tbl
        AND column_name IN (t.prefix || 'type', t.prefix || 'path')) <> 2;
    EXECUTE format('UPDATE %I SET %I = ''path'', %I = ''/'', %I = NULL WHERE %I = $1',
      t.tbl, t.prefix || 'type', t.prefix || 'path', t.col, t.col) USING home.id;
  END LOOP;

  DELETE FROM _pages_v WHERE parent_id = home.id;
  DELETE FROM pages WHERE id = home.id;
END
$$;
`

/**
 * One form page gets its form block, unless it has one of that kind: first or last in its
 * layout, on the page and in its latest version (the one the admin opens and, when published,
 * the one visitors get).
 */
function addForm(spec: FormSpec): string {
  const confirmation = spec.confirmation
    ? `(SELECT id FROM pages WHERE path = ${literal(spec.confirmation)} LIMIT 1)`
    : 'NULL'
  const values = [spec.form, spec.title, spec.thankYouTitle, spec.thankYouText].map(literal)
  const place = (prefix: string, parent: string) =>
    spec.first
      ? `PERFORM pg_temp.shift_layout('${prefix}', ${parent}); place := 1;`
      : `place := pg_temp.layout_end('${prefix}', ${parent});`
  return `
DO $$
DECLARE
  page_id integer;
  version_id integer;
  block_id varchar := pg_temp.new_block_id();
  place integer;
BEGIN
  SELECT id INTO page_id FROM pages WHERE path = ${literal(spec.path)} LIMIT 1;
  IF page_id IS NULL OR EXISTS (SELECT 1 FROM pages_blocks_form
      WHERE _parent_id = page_id AND _path = 'layout' AND form = ${values[0]}) THEN
    RETURN;
  END IF;
  ${place('pages_', 'page_id')}
  INSERT INTO pages_blocks_form (_order, _parent_id, _path, id, form, title, thank_you_title,
      thank_you_text, confirmation_page_id)
    VALUES (place, page_id, 'layout', block_id, ${values.join(', ')}, ${confirmation});
  UPDATE pages SET updated_at = now() WHERE id = page_id;

  SELECT id INTO version_id FROM _pages_v WHERE parent_id = page_id AND latest ORDER BY id DESC LIMIT 1;
  IF version_id IS NULL THEN RETURN; END IF;
  ${place('_pages_v_', 'version_id')}
  INSERT INTO _pages_v_blocks_form (_order, _parent_id, _path, _uuid, form, title, thank_you_title,
      thank_you_text, confirmation_page_id)
    VALUES (place, version_id, 'layout', block_id, ${values.join(', ')}, ${confirmation});
END
$$;
`
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql.raw(HELPERS))
  await db.execute(sql.raw(MOVE_HOME_PAGE))
  for (const spec of FORMS) await db.execute(sql.raw(addForm(spec)))
  await db.execute(
    sql.raw(`DROP FUNCTION pg_temp.copy_blocks(text, integer, text, integer, integer);
      DROP FUNCTION pg_temp.shift_layout(text, integer);
      DROP FUNCTION pg_temp.layout_end(text, integer);
      DROP FUNCTION pg_temp.new_block_id();`),
  )
}

export async function down(_args: MigrateDownArgs): Promise<void> {
  // The removed `home` page and the added form blocks are content: going back to the previous
  // schema keeps the homepage global and the forms, which the previous version shows as well.
}
