import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  migrateThrough,
  revertMigrationsAfter,
} from '../../support/previousRelease/previousReleaseDatabase'
import { migrate, startTestDatabase, type TestDatabase } from '../../support/testDatabase'

/**
 * 20261207_195447_case_study_teaser_tables on a database of the release before it, whose homepage
 * has case-study teasers: the pages get their own slug tables, the homepage's slugs stay where
 * they were, and `down` takes the pages' tables back without touching the homepage's.
 */
const PREVIOUS_RELEASE = '20261129_120000_lead_delivery_runs_attempts_only'
const SLUG_TABLES = [
  '_case_study_slugs_v',
  '_pages_case_study_slugs_v',
  'case_study_slugs',
  'pages_case_study_slugs',
]

let database: TestDatabase
let db: pg.Client

const slugTables = async () =>
  (
    await db.query<{ name: string }>(
      `SELECT tablename AS name FROM pg_tables
       WHERE schemaname = 'public' AND tablename = ANY ($1) ORDER BY tablename`,
      [SLUG_TABLES],
    )
  ).rows.map((row) => row.name)

const homepageSlugs = async () =>
  (await db.query<{ slug: string }>('SELECT slug FROM case_study_slugs ORDER BY _order')).rows.map(
    (row) => row.slug,
  )

beforeAll(async () => {
  database = await startTestDatabase({ embedded: true })
  await migrateThrough(database, PREVIOUS_RELEASE)
  db = new pg.Client({ connectionString: database.env.DATABASE_URL })
  await db.connect()
  // The homepage's teasers as the previous release stored them.
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO homepage (_status) VALUES ('published') RETURNING id`,
  )
  await db.query(
    `INSERT INTO homepage_blocks_case_study_teasers (_order, _parent_id, _path, id, heading)
     VALUES (1, $1, 'layout', 'teasers-1', 'Reference')`,
    [rows[0]!.id],
  )
  await db.query(
    `INSERT INTO case_study_slugs (_order, _parent_id, id, slug)
     VALUES (1, 'teasers-1', 'slug-1', 'czech-point'), (2, 'teasers-1', 'slug-2', 'mesto-brno')`,
  )
  expect(await slugTables()).toEqual(['_case_study_slugs_v', 'case_study_slugs'])
  await migrate(database.env)
}, 240_000)

afterAll(async () => {
  await db?.end()
  await database?.stop()
})

describe('case-study teaser tables per owner', () => {
  it('adds the pages’ slug tables and leaves the homepage’s slugs in place', async () => {
    expect(await slugTables()).toEqual(SLUG_TABLES)
    expect(await homepageSlugs()).toEqual(['czech-point', 'mesto-brno'])
  })

  it('down drops only the pages’ tables; up again brings them back', async () => {
    await revertMigrationsAfter(database, PREVIOUS_RELEASE)
    expect(await slugTables()).toEqual(['_case_study_slugs_v', 'case_study_slugs'])
    expect(await homepageSlugs()).toEqual(['czech-point', 'mesto-brno'])

    await migrate(database.env)
    expect(await slugTables()).toEqual(SLUG_TABLES)
    expect(await homepageSlugs()).toEqual(['czech-point', 'mesto-brno'])
  }, 120_000)
})
