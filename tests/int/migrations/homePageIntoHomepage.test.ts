import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startPreviousReleaseDatabase } from '../../support/previousRelease/previousReleaseDatabase'
import { migrate, type TestDatabase } from '../../support/testDatabase'

/**
 * 20261123_004700_pages_own_forms on a database of the previous release whose homepage global was
 * never filled: the `home` page's header and blocks (with their nested items) move into the
 * global, published, with the version the admin opens.
 */
const PREVIOUS_RELEASE_MIGRATION = '20261121_171731_initial'

let database: TestDatabase
let db: pg.Client
let home: { id: number; title: string }
const blocksOfHome = new Map<string, number>()

const count = async (sql: string, params: unknown[] = []) =>
  Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${sql}`, params)).rows[0]!.n)

/** Block tables (top level and nested) of a prefix: `pages_blocks_cards`, `…_cards_items`, … */
const blockTables = async (prefix: string) =>
  (
    await db.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables
       WHERE table_schema = current_schema() AND table_name LIKE $1 ORDER BY 1`,
      [`${prefix.replaceAll('_', '\\_')}blocks\\_%`],
    )
  ).rows.map((row) => row.name)

beforeAll(async () => {
  ;({ database, db } = await startPreviousReleaseDatabase(
    'tests/fixtures/seed-before-unified-blocks.json.gz',
    PREVIOUS_RELEASE_MIGRATION,
  ))
  // Never filled: no blocks, no versions (their block rows go with them).
  for (const table of await blockTables('homepage_')) await db.query(`DELETE FROM ${table}`)
  await db.query('DELETE FROM _homepage_v')
  home = (await db.query<{ id: number; title: string }>(
    `SELECT id, title FROM pages WHERE path = 'home'`,
  )).rows[0]!
  // The home page's blocks, then their nested rows (parents among them), by block kind.
  const ids = new Set<string>()
  for (const table of await blockTables('pages_')) {
    const topLevel = (await count(
      `information_schema.columns WHERE table_schema = current_schema() AND table_name = $1 AND column_name = '_path'`,
      [table],
    )) > 0
    const { rows } = topLevel
      ? await db.query<{ id: string }>(`SELECT id FROM ${table} WHERE _parent_id = $1`, [home.id])
      : await db.query<{ id: string }>(`SELECT id FROM ${table} WHERE _parent_id = ANY($1)`, [
          [...ids],
        ])
    for (const { id } of rows) ids.add(id)
    if (rows.length) blocksOfHome.set(table.slice('pages_'.length), rows.length)
  }
  expect(blocksOfHome.size).toBeGreaterThan(0)

  await migrate(database.env)
}, 240_000)

afterAll(async () => {
  await db?.end()
  await database?.stop()
})

describe('the home page moves into an empty homepage global', () => {
  it('puts its header first, then every block with its nested rows', async () => {
    const intro = await db.query<{ heading: string; order: number }>(
      `SELECT heading, _order AS order FROM homepage_blocks_introduction ORDER BY _order LIMIT 1`,
    )
    expect(intro.rows[0]).toEqual({ heading: home.title, order: 1 })
    for (const [suffix, n] of blocksOfHome) {
      const extra = suffix === 'blocks_introduction' ? 1 : 0
      expect(await count(`homepage_${suffix}`), suffix).toBe(n + extra)
    }
  })

  it('publishes the global, with a latest published version holding the same blocks', async () => {
    expect(await count(`homepage WHERE _status = 'published'`)).toBe(1)
    const version = await db.query<{ id: number }>(
      `SELECT id FROM _homepage_v WHERE latest AND version__status = 'published'`,
    )
    expect(version.rows).toHaveLength(1)
    for (const [suffix, n] of blocksOfHome) {
      const extra = suffix === 'blocks_introduction' ? 1 : 0
      expect(await count(`_homepage_v_${suffix}`), suffix).toBe(n + extra)
    }
  })

  it('removes the home page', async () => {
    expect(await count(`pages WHERE path = 'home'`)).toBe(0)
    expect(await count(`_pages_v WHERE parent_id = $1`, [home.id])).toBe(0)
  })
})
