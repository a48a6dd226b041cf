import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { resolveLink, type StoredLink } from '@/lib/links/resolveLink'

import { textLinkTables } from '../../../migrations/20261123_004656_blocks_links_become_link_groups'
import {
  migrateThrough,
  revertMigrationsAfter,
  startPreviousReleaseDatabase,
} from '../../support/previousRelease/previousReleaseDatabase'
import { migrate, type TestDatabase } from '../../support/testDatabase'

/**
 * The blocks' plain-text links become link groups (migrations 20261123_004656 and _030103) on a
 * database seeded by an earlier release (tests/fixtures/seed-before-unified-blocks.json.gz),
 * brought up to the migration before them, plus a few values an editor could have stored: every
 * link a visitor saw leads to the same address afterwards, in the homepage, pages and versions.
 * (The form-page migration between the two saves a few pages again through the Local API; their
 * rows keep their ids, the new versions it writes are left out of the comparison.)
 */
const FIXTURE_RELEASE_MIGRATION = '20261121_171731_initial'
const LAST_MIGRATION_BEFORE = '20261123_004652_footer_contacts_move_to_site_settings'

/** Every table with a text link: the owner's table, the column (= link group name), `href`. */
const TABLES = textLinkTables()

type Href = { href: string; newTab: boolean } | null
type Table = (typeof TABLES)[number]

let database: TestDatabase
let db: pg.Client
/** What each stored block link rendered before: table → row id → href (old component rule). */
const before = new Map<string, Map<string, Href>>()

const rows = async <T>(sql: string, params: unknown[] = []) =>
  (await db.query(sql, params)).rows as T[]

const first = async (table: string) =>
  (await rows<{ id: string }>(`SELECT id::text AS id FROM ${table} ORDER BY _parent_id, _order`))[0]!
    .id

/** The old components: `linkOfHref(text)`, a new tab for addresses leaving the site. */
async function oldHrefs({ table, column, external }: Table) {
  const text = external
    ? `COALESCE(NULLIF("${external}", ''), NULLIF("${column}", ''))`
    : `NULLIF("${column}", '')`
  const found = await rows<{ id: string; text: string | null }>(
    `SELECT id::text AS id, ${text} AS text FROM ${table}`,
  )
  return new Map<string, Href>(
    found.map(({ id, text }) => [
      id,
      text ? { href: text, newTab: /^https?:\/\//.test(text) } : null,
    ]),
  )
}

/** The link groups as the components read them (the page populated with its path). */
async function storedLinks({ table, column }: Table) {
  const found = await rows<StoredLink & { id: string; pagePath: string | null }>(
    `SELECT t.id::text AS id, t."${column}_type" AS type, t."${column}_new_tab" AS "newTab",
            t."${column}_page_id" AS page, p.path AS "pagePath", t."${column}_hash" AS hash,
            t."${column}_path" AS path, t."${column}_url" AS url
     FROM ${table} t LEFT JOIN pages p ON p.id = t."${column}_page_id"`,
  )
  return new Map(
    found.map(({ id, pagePath, ...link }) => [
      id,
      { ...link, page: pagePath ? { path: pagePath } : link.page } as StoredLink,
    ]),
  )
}

function newHref(link: StoredLink | undefined): Href {
  const resolved = resolveLink(link, 'Text odkazu')
  return resolved ? { href: resolved.href, newTab: resolved.newTab } : null
}

const linkOf = async (table: string, column: string, id: string) =>
  (await storedLinks({ table, column }))!.get(id)

const ids: Record<string, string> = {}

beforeAll(async () => {
  ;({ database, db } = await startPreviousReleaseDatabase(
    'tests/fixtures/seed-before-unified-blocks.json.gz',
    FIXTURE_RELEASE_MIGRATION,
  ))
  await migrateThrough(database, LAST_MIGRATION_BEFORE)

  // Links an editor could have stored besides the seed's: an external card (its href won over
  // its path), a code route, a page with an anchor, a draft with a path no page has, an emptied
  // link, and a page with a stripe of its own.
  ids.card = await first('homepage_blocks_crossing_cards_cards')
  await db.query(
    `UPDATE homepage_blocks_crossing_cards_cards SET href = 'https://partner.example.cz/podpis'
     WHERE id = $1`,
    [ids.card],
  )
  ids.contact = await first('homepage_blocks_contact')
  await db.query(`UPDATE homepage_blocks_contact SET button_path = '/blog' WHERE id = $1`, [
    ids.contact,
  ])
  ids.accordion = await first('homepage_blocks_product_accordion_items')
  await db.query(
    `UPDATE homepage_blocks_product_accordion_items SET link_path = '/sofa#cenik' WHERE id = $1`,
    [ids.accordion],
  )
  ids.draftIntroduction = (
    await rows<{ id: string }>(
      `SELECT b.id::text AS id FROM _homepage_v_blocks_introduction b
       JOIN _homepage_v v ON v.id = b._parent_id ORDER BY v.id DESC, b._order LIMIT 1`,
    )
  )[0]!.id
  await db.query(
    `UPDATE _homepage_v_blocks_introduction SET button_u_r_l = '/jarni-akce' WHERE id = $1`,
    [ids.draftIntroduction],
  )
  ids.stripe = await first('homepage_blocks_stripe')
  await db.query(`UPDATE homepage_blocks_stripe SET button_path = '' WHERE id = $1`, [ids.stripe])
  ids.pageStripe = 'stripe-of-a-page'
  await db.query(
    `INSERT INTO pages_blocks_stripe (_order, _parent_id, _path, id, title, button_text, button_path)
     VALUES (99, (SELECT id FROM pages WHERE path = 'kontakt'), 'layout', $1, 'Podepsat',
             'Podepsat', 'https://podpis.example.cz')`,
    [ids.pageStripe],
  )

  for (const table of TABLES) before.set(table.table, await oldHrefs(table))

  await migrate(database.env)
}, 300_000)

afterAll(async () => {
  await db?.end()
  await database?.stop()
})

describe('block text links become link groups on a database of an earlier release', () => {
  it('had homepage links of every kind to carry over (seeded, published and in versions)', () => {
    const homepage = [...before.entries()].filter(([table]) => table.startsWith('homepage_'))
    const links = homepage.flatMap(([, byId]) => [...byId.values()]).filter(Boolean)
    expect(links.length).toBeGreaterThanOrEqual(15)
    expect(links.some((link) => link!.newTab)).toBe(true)
    const versions = [...before.entries()].filter(([table]) => table.startsWith('_homepage_v_'))
    expect(
      versions.flatMap(([, byId]) => [...byId.values()]).filter(Boolean).length,
    ).toBeGreaterThanOrEqual(links.length)
  })

  it('resolves every stored link to the address and tab it had, in pages, homepage and versions', async () => {
    for (const table of TABLES) {
      const links = await storedLinks(table)
      const expected = before.get(table.table)!
      // The homepage is not touched by anything else: every one of its rows is still there.
      if (table.table.startsWith('homepage_')) expect(links.size, table.table).toBe(expected.size)
      const kept = [...expected.keys()].filter((id) => links.has(id))
      const after = new Map(kept.map((id) => [id, newHref(links.get(id))]))
      expect(after, table.table).toEqual(new Map(kept.map((id) => [id, expected.get(id)!])))
    }
  })

  it('links seeded CMS pages as pages (they follow a new path), code routes as paths, the rest as URLs', async () => {
    const [introduction] = await rows<{ id: string }>(
      'SELECT id::text AS id FROM homepage_blocks_introduction',
    )
    const hero = await linkOf('homepage_blocks_introduction', 'button_u_r_l', introduction!.id)
    expect(hero).toMatchObject({ type: 'page', page: { path: 'konzultace' } })

    const accordion = await linkOf('homepage_blocks_product_accordion_items', 'link_path', ids.accordion!)
    expect(accordion).toMatchObject({ type: 'page', page: { path: 'sofa' }, hash: 'cenik' })

    expect(await linkOf('homepage_blocks_contact', 'button_path', ids.contact!)).toMatchObject({
      type: 'path',
      path: '/blog',
    })
    expect(
      await linkOf('_homepage_v_blocks_introduction', 'button_u_r_l', ids.draftIntroduction!),
    ).toMatchObject({ type: 'path', path: '/jarni-akce' })
    expect(
      await linkOf('homepage_blocks_crossing_cards_cards', 'link_path', ids.card!),
    ).toMatchObject({ type: 'url', url: 'https://partner.example.cz/podpis', newTab: true })
    expect(await linkOf('pages_blocks_stripe', 'button_path', ids.pageStripe!)).toMatchObject({
      type: 'url',
      url: 'https://podpis.example.cz',
      newTab: true,
    })

    const [news] = await rows<{ id: string }>('SELECT id::text AS id FROM homepage_blocks_news_widget')
    expect(await linkOf('homepage_blocks_news_widget', 'fallback_url', news!.id)).toMatchObject({
      type: 'url',
      url: 'https://www.linkedin.com/company/software602',
      newTab: true,
    })

    // An emptied stripe link is no link (the stripe then leads to the signing site).
    const stripe = await linkOf('homepage_blocks_stripe', 'button_path', ids.stripe!)
    expect(stripe).toMatchObject({ type: 'page', page: null, path: null, url: null })
    expect(newHref(stripe)).toBeNull()

    await db.query(`UPDATE pages SET path = 'konzultace-zdarma' WHERE path = 'konzultace'`)
    expect(
      newHref(await linkOf('homepage_blocks_introduction', 'button_u_r_l', introduction!.id)),
    ).toEqual({ href: '/konzultace-zdarma', newTab: false })
    await db.query(`UPDATE pages SET path = 'konzultace' WHERE path = 'konzultace-zdarma'`)
  })

  it('drops the old text columns', async () => {
    const left = await rows<{ table: string; column: string }>(
      `SELECT table_name AS table, column_name AS column FROM information_schema.columns
       WHERE table_schema = current_schema() AND table_name = ANY($1)
         AND column_name IN ('button_u_r_l', 'button_path', 'video_link', 'fallback_url', 'link_path', 'href')`,
      [TABLES.map((table) => table.table)],
    )
    expect(left).toEqual([])
  })

  it('goes back: the text columns return with the same addresses', async () => {
    await revertMigrationsAfter(database, LAST_MIGRATION_BEFORE)
    for (const table of TABLES) {
      const restored = await oldHrefs(table)
      const expected = before.get(table.table)!
      const kept = [...expected.keys()].filter((id) => restored.has(id))
      if (table.table.startsWith('homepage_')) expect(kept.length, table.table).toBe(expected.size)
      expect(new Map(kept.map((id) => [id, restored.get(id)])), table.table).toEqual(
        new Map(kept.map((id) => [id, expected.get(id)])),
      )
    }
  }, 180_000)
})
