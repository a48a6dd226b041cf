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
 * Written against the data as it stands at this point of the history: it uses plain values, not
 * the seed, which keeps changing.
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

type Row = Record<string, unknown>
type Block = Row & { blockType: string }

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  const context = { disableRevalidate: true }
  const pageIdOf = async (path: string) => {
    const found = await payload.find({
      collection: 'pages',
      where: { path: { equals: path } },
      depth: 0,
      limit: 1,
      overrideAccess: true,
      req,
    })
    return found.docs[0] ?? null
  }

  const home = await pageIdOf(HOME)
  if (home) {
    const homepage = await payload.findGlobal({ slug: 'homepage', depth: 0, req })
    if (!homepage.layout?.length) {
      const introduction: Block = {
        blockType: 'introduction',
        backgroundClass: 'gradient',
        heading: home.title,
        text: home.hero?.lead ?? null,
      }
      await payload.updateGlobal({
        slug: 'homepage',
        data: {
          // The homepage's SEO fields live in `meta` since 20261123_004658 (issue 28).
          meta: {
            title: homepage.meta?.title || home.meta?.title || home.title,
            description: homepage.meta?.description || home.meta?.description,
          },
          layout: [introduction, ...((home.layout ?? []) as Block[])].map(withoutIds),
          _status: 'published',
        } as never,
        context,
        req,
      })
    }
    await pointLinksAtRootPath(db, home.id)
    await payload.delete({ collection: 'pages', id: home.id, overrideAccess: true, context, req })
  }

  for (const spec of FORMS) {
    const page = await pageIdOf(spec.path)
    if (!page) continue
    const layout = (page.layout ?? []) as Block[]
    if (layout.some((block) => block.blockType === 'form' && block.form === spec.form)) continue
    const confirmation = spec.confirmation ? await pageIdOf(spec.confirmation) : null
    const form: Block = {
      blockType: 'form',
      form: spec.form,
      title: spec.title,
      thankYouTitle: spec.thankYouTitle,
      thankYouText: spec.thankYouText,
      confirmationPage: confirmation?.id ?? null,
    }
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { layout: (spec.first ? [form, ...layout] : [...layout, form]) as never },
      depth: 0,
      overrideAccess: true,
      context,
      req,
    })
  }
}

/** Block ids belong to the tables they were read from; the global's tables get new ones. */
function withoutIds(block: Block): Block {
  const copy: Block = { ...block }
  delete copy.id
  for (const [key, value] of Object.entries(copy)) {
    if (Array.isArray(value)) {
      copy[key] = value.map((item: unknown) =>
        item && typeof item === 'object' && 'id' in item ? { ...item, id: undefined } : item,
      )
    }
  }
  return copy
}

/**
 * Every link field that points at the page (menus, footer, banner, buttons, redirects, their
 * versions) becomes a link to the site path `/`: the link field keeps `<prefix>page_id` beside
 * `<prefix>type` and `<prefix>path`.
 */
async function pointLinksAtRootPath(db: MigrateUpArgs['db'], pageId: number) {
  const columns = await db.execute(sql`
    SELECT kcu.table_name AS "table", kcu.column_name AS "column"
    FROM information_schema.table_constraints tc
    JOIN information_schema.key_column_usage kcu
      ON tc.constraint_name = kcu.constraint_name AND tc.table_schema = kcu.table_schema
    JOIN information_schema.constraint_column_usage ccu
      ON tc.constraint_name = ccu.constraint_name AND tc.table_schema = ccu.table_schema
    WHERE tc.constraint_type = 'FOREIGN KEY' AND tc.table_schema = 'public'
      AND ccu.table_name = 'pages' AND kcu.column_name LIKE '%page_id'
  `)
  for (const { table, column } of columns.rows as Array<{ table: string; column: string }>) {
    const prefix = column.slice(0, -'page_id'.length)
    const siblings = await db.execute(sql`
      SELECT column_name FROM information_schema.columns
      WHERE table_schema = 'public' AND table_name = ${table}
        AND column_name IN (${`${prefix}type`}, ${`${prefix}path`})
    `)
    if (siblings.rows.length !== 2) continue
    await db.execute(
      sql.raw(
        `UPDATE "${table}" SET "${prefix}type" = 'path', "${prefix}path" = '/', "${column}" = NULL WHERE "${column}" = ${Number(pageId)}`,
      ),
    )
  }
}

export async function down(_args: MigrateDownArgs): Promise<void> {
  // The removed `home` page and the added form blocks are content: going back to the previous
  // schema keeps the homepage global and the forms, which the previous version shows as well.
}
