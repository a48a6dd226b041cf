import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startPreviousReleaseDatabase } from '../../support/previousRelease/previousReleaseDatabase'
import { migrate, type TestDatabase } from '../../support/testDatabase'

/**
 * The one-block-library migrations on a database seeded by the release before them
 * (tests/fixtures/seed-before-unified-blocks.json.gz, written by dumpSeededDatabase.ts there):
 * nothing an editor wrote is lost, `/` keeps one source, and the form pages get their forms.
 */
const PREVIOUS_RELEASE_MIGRATION = '20261121_171731_initial'

let database: TestDatabase
let db: pg.Client
const before: Record<string, number> & { footer?: { phone: string; email: string } } = {}

const count = async (sql: string, params: unknown[] = []) =>
  Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${sql}`, params)).rows[0]!.n)

const pageId = async (path: string) =>
  (await db.query<{ id: number }>('SELECT id FROM pages WHERE path = $1', [path])).rows[0]?.id

beforeAll(async () => {
  ;({ database, db } = await startPreviousReleaseDatabase(
    'tests/fixtures/seed-before-unified-blocks.json.gz',
    PREVIOUS_RELEASE_MIGRATION,
  ))
  before.pages = await count('pages')
  before.homepageIntroductions = await count('homepage_blocks_introduction')
  before.homepageQuotes = await count('homepage_blocks_quotes_items')
  // An editor had linked the home page from the menu and the footer (the seed links it by path).
  for (const table of ['header_menu_groups_items', 'footer_columns_links']) {
    await db.query(
      `UPDATE ${table} SET link_type = 'page', link_page_id = (SELECT id FROM pages WHERE path = 'home')
       WHERE id = (SELECT id FROM ${table} ORDER BY id LIMIT 1)`,
    )
  }
  before.footer = (
    await db.query<{ phone: string; email: string }>(
      'SELECT meeting_phone AS phone, meeting_email AS email FROM footer LIMIT 1',
    )
  ).rows[0] as never
  before.footerSocials = await count('footer_socials')
  before.kontaktCards = await count(
    `pages_blocks_cards WHERE _parent_id = (SELECT id FROM pages WHERE path = 'kontakt')`,
  )
  expect(await pageId('home')).toBeDefined()

  await migrate(database.env)
}, 240_000)

afterAll(async () => {
  await db?.end()
  await database?.stop()
})

describe('migration to one block library on a database of the previous release', () => {
  it('removes the home page document and keeps every other page', async () => {
    expect(await pageId('home')).toBeUndefined()
    expect(await count('pages')).toBe(before.pages! - 1)
  })

  it('keeps the homepage global as the one source of /, untouched', async () => {
    expect(before.homepageIntroductions).toBeGreaterThan(0)
    expect(await count('homepage_blocks_introduction')).toBe(before.homepageIntroductions)
    expect(await count('homepage_blocks_quotes_items')).toBe(before.homepageQuotes)
  })

  it('turns links to the removed page into links to the path /', async () => {
    for (const table of ['header_menu_groups_items', 'footer_columns_links']) {
      const first = await db.query(
        `SELECT link_type AS type, link_path AS path, link_page_id AS page FROM ${table} ORDER BY id LIMIT 1`,
      )
      expect(first.rows[0], table).toEqual({ type: 'path', path: '/', page: null })
      expect(await count(`${table} WHERE link_type = 'page' AND link_page_id IS NULL`)).toBe(0)
    }
  })

  it('gives every former code-route form page its form, with the confirmation page it had', async () => {
    const forms = await db.query<{ path: string; form: string; confirmation: string | null }>(
      `SELECT p.path, f.form, c.path AS confirmation
       FROM pages_blocks_form f
       JOIN pages p ON p.id = f._parent_id
       LEFT JOIN pages c ON c.id = f.confirmation_page_id
       ORDER BY p.path, f._order`,
    )
    expect(forms.rows).toEqual([
      { path: 'digitalizace-HR-registrace', form: 'hrConference', confirmation: 'potvrzeni-registrace-na-konferenci' },
      { path: 'kontakt', form: 'contact', confirmation: null },
      { path: 'konzultace', form: 'consultation', confirmation: 'potvrzeni-rezervace' },
      { path: 'nocni-golf-registrace', form: 'golf', confirmation: 'potvrzeni-obecne' },
      { path: 'registrace-na-udalost', form: 'event', confirmation: 'potvrzeni-registrace-na-konferenci' },
      { path: 'sofa-tarify', form: 'pricing', confirmation: null },
      { path: 'sofa-tarify', form: 'trial', confirmation: null },
      { path: 'sunset-party-2025/registrace', form: 'sunsetParty', confirmation: 'potvrzeni' },
    ])
    // The text around the form stays; the contact form comes first on /kontakt.
    expect(
      await count(`pages_blocks_cards WHERE _parent_id = $1`, [await pageId('kontakt')]),
    ).toBe(before.kontaktCards)
    const kontaktForm = await db.query<{ order: number }>(
      `SELECT _order AS order FROM pages_blocks_form WHERE _parent_id = $1`,
      [await pageId('kontakt')],
    )
    const kontaktCards = await db.query<{ order: number }>(
      `SELECT _order AS order FROM pages_blocks_cards WHERE _parent_id = $1`,
      [await pageId('kontakt')],
    )
    expect(kontaktForm.rows[0]!.order).toBeLessThan(kontaktCards.rows[0]!.order)
  })

  it('publishes the form pages with their forms (the version visitors get)', async () => {
    const latest = await count(
      `_pages_v_blocks_form f JOIN _pages_v v ON v.id = f._parent_id
       WHERE v.latest AND v.version__status = 'published'`,
    )
    expect(latest).toBe(8)
  })

  it('moves the footer’s contacts, log-in links and social networks into the site settings', async () => {
    expect(before.footer?.phone).toBeTruthy()
    const settings = await db.query<{ phone: string; sales: string }>(
      'SELECT phone, sales_email AS sales FROM site_settings',
    )
    expect(settings.rows).toEqual([{ phone: before.footer!.phone, sales: before.footer!.email }])
    expect(before.footerSocials).toBeGreaterThan(0)
    expect(await count('site_settings_socials')).toBe(before.footerSocials)
    expect(await count('site_settings_login_links')).toBeGreaterThan(0)
  })
})
