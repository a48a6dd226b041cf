import { type PostgresAdapter, sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Homepage, Page } from '@/payload-types'

import { testPayload } from '../support/payload'

/**
 * The case-study teasers block saves on pages as on the homepage (issue "marketer": its slugs had
 * one table for both, whose foreign key pointed at the homepage's blocks, so a page with the block
 * could not be saved), draft, published and in the versions; and the migrated tables are what
 * Payload's schema expects of them.
 */
type Teasers = Extract<NonNullable<Page['layout']>[number], { blockType: 'caseStudyTeasers' }>

const teasers = (heading: string, slugs: string[]) => ({
  blockType: 'caseStudyTeasers' as const,
  heading,
  caseStudies: slugs.map((slug) => ({ slug })),
})

/** Heading and slugs of each teasers block of a layout, in order. */
const teasersOf = (layout: Page['layout'] | Homepage['layout']) =>
  (layout ?? [])
    .filter((block): block is Teasers => block.blockType === 'caseStudyTeasers')
    .map((block) => ({
      heading: block.heading,
      slugs: block.caseStudies.map((item) => item.slug),
    }))

let payload: Payload
let db: PostgresAdapter
let homepageBefore: Homepage

const rowCount = async (table: string, where = '') => {
  const schema = db.schemaName || 'public'
  const { rows } = await db.drizzle.execute<{ n: string }>(
    sql.raw(`SELECT count(*) AS n FROM "${schema}"."${table}" ${where}`),
  )
  return Number(rows[0]!.n)
}

beforeAll(async () => {
  payload = await testPayload()
  db = payload.db as unknown as PostgresAdapter
  homepageBefore = await payload.findGlobal({ slug: 'homepage', draft: true, depth: 0 })
})

afterAll(async () => {
  // Other files' tests (the homepage seed) expect the homepage as they found it.
  await payload?.updateGlobal({
    slug: 'homepage',
    data: { layout: homepageBefore.layout ?? [], _status: homepageBefore._status ?? 'draft' },
    draft: homepageBefore._status !== 'published',
    depth: 0,
    context: { disableRevalidate: true },
  })
})

describe('case-study teasers block', () => {
  it('a page saves it as a draft, then published, and reads it back from both and its versions', async () => {
    const path = `pripadove-studie-${Date.now()}`
    const draft = await payload.create({
      collection: 'pages',
      data: {
        title: 'Reference',
        path,
        layout: [teasers('Naše reference', ['czech-point', 'mesto-brno'])],
      },
      draft: true,
      depth: 0,
    })
    expect(draft._status).toBe('draft')
    const draftRead = await payload.findByID({
      collection: 'pages',
      id: draft.id,
      draft: true,
      depth: 0,
    })
    expect(teasersOf(draftRead.layout)).toEqual([
      { heading: 'Naše reference', slugs: ['czech-point', 'mesto-brno'] },
    ])

    await payload.update({
      collection: 'pages',
      id: draft.id,
      data: {
        _status: 'published',
        layout: [teasers('Reference', ['czech-point', 'mesto-brno', 'kraj-vysocina'])],
      },
      depth: 0,
    })
    const published = await payload.findByID({ collection: 'pages', id: draft.id, depth: 0 })
    expect(published._status).toBe('published')
    expect(teasersOf(published.layout)).toEqual([
      { heading: 'Reference', slugs: ['czech-point', 'mesto-brno', 'kraj-vysocina'] },
    ])

    const { docs: versions } = await payload.findVersions({
      collection: 'pages',
      where: { parent: { equals: draft.id } },
      sort: 'createdAt',
      depth: 0,
    })
    expect(versions.map((version) => teasersOf(version.version.layout))).toEqual([
      [{ heading: 'Naše reference', slugs: ['czech-point', 'mesto-brno'] }],
      [{ heading: 'Reference', slugs: ['czech-point', 'mesto-brno', 'kraj-vysocina'] }],
    ])

    // The page's slugs are in the pages' own tables.
    const ofPage = `WHERE _parent_id IN (SELECT id FROM "pages_blocks_case_study_teasers" WHERE _parent_id = ${Number(draft.id)})`
    expect(await rowCount('pages_case_study_slugs', ofPage)).toBe(3)
  })

  it('the homepage saves and reads its teasers as before, in the tables it has had all along', async () => {
    await payload.updateGlobal({
      slug: 'homepage',
      data: {
        _status: 'published',
        layout: [teasers('Reference na úvodní stránce', ['czech-point', 'kraj-vysocina'])],
      },
      depth: 0,
      context: { disableRevalidate: true },
    })
    const homepage = await payload.findGlobal({ slug: 'homepage', depth: 0 })
    expect(teasersOf(homepage.layout)).toEqual([
      { heading: 'Reference na úvodní stránce', slugs: ['czech-point', 'kraj-vysocina'] },
    ])
    const { docs: versions } = await payload.findGlobalVersions({
      slug: 'homepage',
      sort: '-createdAt',
      limit: 1,
      depth: 0,
    })
    expect(teasersOf(versions[0]!.version.layout)).toEqual(teasersOf(homepage.layout))

    // A global has one row: its old slugs were replaced by these two.
    expect(await rowCount('case_study_slugs')).toBe(2)
    expect(await rowCount('_case_study_slugs_v')).toBeGreaterThanOrEqual(2)
  })

  it('the migrated slug tables are the ones Payload maps: columns, keys and indexes', async () => {
    const expected = await expectedSlugTables()
    expect(Object.keys(expected).sort()).toEqual([
      '_case_study_slugs_v',
      '_pages_case_study_slugs_v',
      'case_study_slugs',
      'pages_case_study_slugs',
    ])
    const actual: Record<string, TableShape> = {}
    for (const table of await slugTablesInDatabase()) actual[table] = await tableInDatabase(table)
    expect(actual).toEqual(expected)
  })
})

/** What a table looks like, as comparable lines: columns, foreign keys, indexes. */
type TableShape = { columns: string[]; foreignKeys: string[]; indexes: string[] }

type SnapshotTable = {
  name: string
  columns: Record<string, { name: string; type: string; primaryKey: boolean; notNull: boolean }>
  foreignKeys: Record<
    string,
    { name: string; tableTo: string; columnsFrom: string[]; columnsTo: string[]; onDelete: string }
  >
  indexes: Record<string, { name: string; method: string; columns: { expression: string }[] }>
}

const column = (name: string, type: string, notNull: boolean, primaryKey: boolean) =>
  `${name} ${type}${notNull ? ' not null' : ''}${primaryKey ? ' primary key' : ''}`

/** Payload's own schema (drizzle-kit's snapshot of it, as `migrate:create` makes) of the slug tables. */
async function expectedSlugTables(): Promise<Record<string, TableShape>> {
  const snapshot = (await db.requireDrizzleKit().generateDrizzleJson(db.schema)) as unknown as {
    tables: Record<string, SnapshotTable>
  }
  // drizzle-kit's short names, as PostgreSQL's catalog spells them
  const typeName = (type: string) =>
    ({ varchar: 'character varying', serial: 'integer (serial)' })[type] ?? type
  return Object.fromEntries(
    Object.values(snapshot.tables)
      .filter((table) => table.name.includes('case_study_slugs'))
      .map((table) => [
        table.name,
        {
          columns: Object.values(table.columns)
            .map((c) => column(c.name, typeName(c.type), c.notNull || c.primaryKey, c.primaryKey))
            .sort(),
          foreignKeys: Object.values(table.foreignKeys)
            .map(
              (fk) =>
                `${fk.name} (${fk.columnsFrom.join(', ')}) -> ${fk.tableTo} (${fk.columnsTo.join(', ')}) on delete ${fk.onDelete}`,
            )
            .sort(),
          indexes: Object.values(table.indexes)
            .map(
              (index) =>
                `${index.name} ${index.method} (${index.columns.map((c) => c.expression).join(', ')})`,
            )
            .sort(),
        },
      ]),
  )
}

const contentSchema = () => db.schemaName || 'public'

async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await db.drizzle.execute(query)).rows as T[]
}

async function slugTablesInDatabase(): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    sql`SELECT tablename AS name FROM pg_tables
        WHERE schemaname = ${contentSchema()} AND tablename LIKE '%case_study_slugs%'`,
  )
  return rows.map((row) => row.name).sort()
}

async function tableInDatabase(table: string): Promise<TableShape> {
  const schema = contentSchema()
  const columns = await rowsOf<{
    name: string
    type: string
    not_null: boolean
    pk: boolean
    serial: boolean
  }>(sql`
    SELECT a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type, a.attnotnull AS not_null,
      EXISTS (SELECT 1 FROM pg_index i WHERE i.indrelid = c.oid AND i.indisprimary
        AND a.attnum = ANY (i.indkey)) AS pk,
      coalesce(pg_get_expr(d.adbin, d.adrelid) LIKE 'nextval(%', false) AS serial
    FROM pg_attribute a
    JOIN pg_class c ON c.oid = a.attrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
    WHERE n.nspname = ${schema} AND c.relname = ${table} AND a.attnum > 0 AND NOT a.attisdropped`)
  const foreignKeys = await rowsOf<{ line: string }>(sql`
    SELECT con.conname || ' (' || (SELECT string_agg(a.attname, ', ') FROM pg_attribute a
        WHERE a.attrelid = con.conrelid AND a.attnum = ANY (con.conkey))
      || ') -> ' || target.relname || ' (' || (SELECT string_agg(a.attname, ', ') FROM pg_attribute a
        WHERE a.attrelid = con.confrelid AND a.attnum = ANY (con.confkey))
      || ') on delete ' || CASE con.confdeltype WHEN 'c' THEN 'cascade' WHEN 'n' THEN 'set null'
        WHEN 'r' THEN 'restrict' WHEN 'd' THEN 'set default' ELSE 'no action' END AS line
    FROM pg_constraint con
    JOIN pg_class c ON c.oid = con.conrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_class target ON target.oid = con.confrelid
    WHERE con.contype = 'f' AND n.nspname = ${schema} AND c.relname = ${table}`)
  const indexes = await rowsOf<{ name: string; definition: string }>(sql`
    SELECT indexname AS name, indexdef AS definition FROM pg_indexes
    WHERE schemaname = ${schema} AND tablename = ${table} AND indexname <> ${`${table}_pkey`}`)
  return {
    columns: columns
      .map((c) => column(c.name, c.serial ? `${c.type} (serial)` : c.type, c.not_null, c.pk))
      .sort(),
    foreignKeys: foreignKeys.map((fk) => fk.line).sort(),
    indexes: indexes
      .map((index) => {
        const [, method, columnList] = / USING (\w+) \((.*)\)$/.exec(index.definition) ?? []
        return `${index.name} ${method} (${columnList})`
      })
      .sort(),
  }
}
