import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  migrateThrough,
  revertMigrationsAfter,
  startPreviousReleaseDatabase,
} from '../../support/previousRelease/previousReleaseDatabase'
import { migrate, type TestDatabase } from '../../support/testDatabase'

/**
 * The SEO plugin's migrations (columns 20261123_004658, values 20261126_031147, old columns
 * dropped 20261126_031220) on a database seeded by an earlier
 * release (tests/fixtures/seed-before-unified-blocks.json.gz), brought up to the migration before
 * the values step (the new columns come earlier, see 004658), with SEO values an editor could have stored: the homepage's title and description arrive in
 * `meta` (document and every version), a page's meta title becomes the whole <title> the site
 * rendered, and `down` gives back what was there.
 */
const FIXTURE_RELEASE_MIGRATION = '20261121_171731_initial'
const LAST_MIGRATION_BEFORE = '20261125_215741_leads_and_their_queue'

let database: TestDatabase
let db: pg.Client
let pageWithTitle: number
let pageWithout: number

const rows = async <T>(sql: string, params: unknown[] = []) =>
  (await db.query(sql, params)).rows as T[]

const columnsOf = async (table: string) =>
  (
    await rows<{ name: string }>(
      `SELECT column_name AS name FROM information_schema.columns
       WHERE table_name = $1 AND table_schema = current_schema()`,
      [table],
    )
  ).map(({ name }) => name)

beforeAll(async () => {
  ;({ database, db } = await startPreviousReleaseDatabase(
    'tests/fixtures/seed-before-unified-blocks.json.gz',
    FIXTURE_RELEASE_MIGRATION,
  ))
  await migrateThrough(database, LAST_MIGRATION_BEFORE)
  await db.query(`UPDATE homepage SET title = 'Úvod – titulek', description = 'Úvod – popis'`)
  await db.query(
    `UPDATE _homepage_v SET version_title = 'Titulek verze ' || id,
       version_description = 'Popis verze ' || id`,
  )
  const [first, second] = await rows<{ id: number }>('SELECT id FROM pages ORDER BY id LIMIT 2')
  pageWithTitle = first!.id
  pageWithout = second!.id
  await db.query(
    `UPDATE pages SET meta_title = 'Vlastní titulek', meta_description = 'Vlastní popis'
     WHERE id = $1`,
    [pageWithTitle],
  )
  await db.query(`UPDATE pages SET meta_title = NULL WHERE id = $1`, [pageWithout])
  await db.query(
    `UPDATE _pages_v SET version_meta_title = 'Titulek verze ' || id WHERE parent_id = $1`,
    [pageWithTitle],
  )
  await migrate(database.env)
}, 300_000)

afterAll(async () => {
  await db?.end()
  await database?.stop()
})

describe('SEO plugin migrations on a database of the previous release', () => {
  it('moves the homepage’s title and description into meta, in the document and every version', async () => {
    expect(
      await rows(`SELECT meta_title AS title, meta_description AS description FROM homepage`),
    ).toEqual([{ title: 'Úvod – titulek', description: 'Úvod – popis' }])
    const versions = await rows<{ id: number; title: string; description: string }>(
      `SELECT id, version_meta_title AS title, version_meta_description AS description
       FROM _homepage_v`,
    )
    expect(versions.length).toBeGreaterThan(0)
    for (const version of versions) {
      expect(version).toEqual({
        id: version.id,
        title: `Titulek verze ${version.id}`,
        description: `Popis verze ${version.id}`,
      })
    }
    expect(await columnsOf('homepage')).not.toContain('title')
    expect(await columnsOf('_homepage_v')).not.toContain('version_title')
  })

  it('stores a page’s meta title as the whole <title> it rendered, and leaves empty ones empty', async () => {
    expect(
      await rows(`SELECT meta_title AS title, meta_description AS description FROM pages
                  WHERE id = $1`, [pageWithTitle]),
    ).toEqual([{ title: 'Vlastní titulek | Software602', description: 'Vlastní popis' }])
    expect(await rows(`SELECT meta_title AS title FROM pages WHERE id = $1`, [pageWithout])).toEqual(
      [{ title: null }],
    )
    const versions = await rows<{ id: number; title: string }>(
      `SELECT id, version_meta_title AS title FROM _pages_v WHERE parent_id = $1`,
      [pageWithTitle],
    )
    expect(versions.length).toBeGreaterThan(0)
    for (const version of versions) expect(version.title).toBe(`Titulek verze ${version.id} | Software602`)
  })

  it('down gives back the homepage’s fields and the pages’ titles as they were', async () => {
    await revertMigrationsAfter(database, LAST_MIGRATION_BEFORE)
    expect(await rows(`SELECT title, description FROM homepage`)).toEqual([
      { title: 'Úvod – titulek', description: 'Úvod – popis' },
    ])
    for (const version of await rows<{ id: number; title: string; description: string }>(
      `SELECT id, version_title AS title, version_description AS description FROM _homepage_v`,
    )) {
      expect(version.title).toBe(`Titulek verze ${version.id}`)
      expect(version.description).toBe(`Popis verze ${version.id}`)
    }
    expect(
      await rows(`SELECT meta_title AS title FROM pages WHERE id = $1`, [pageWithTitle]),
    ).toEqual([{ title: 'Vlastní titulek' }])
    for (const version of await rows<{ id: number; title: string }>(
      `SELECT id, version_meta_title AS title FROM _pages_v WHERE parent_id = $1`,
      [pageWithTitle],
    )) {
      expect(version.title).toBe(`Titulek verze ${version.id}`)
    }
  }, 180_000)
})
