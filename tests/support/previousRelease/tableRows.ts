/**
 * A database's rows as JSON, table by table, and back: how the migration tests keep a database
 * seeded by an earlier release (no pg_dump on these machines). Rows are read with `json_agg` and
 * written with `json_populate_recordset`, so every column keeps its PostgreSQL type.
 */
import { gunzipSync, gzipSync } from 'node:zlib'

import pg from 'pg'

export type TableRows = Record<string, unknown[]>

/** Payload's own bookkeeping of applied migrations is written by the migrations themselves. */
const SKIPPED = new Set(['payload_migrations'])

function client(url: string, schema: string) {
  return new pg.Client({ connectionString: url, options: `-c search_path="${schema}"` })
}

export async function readTableRows(url: string, schema = 'public'): Promise<Buffer> {
  const db = client(url, schema)
  await db.connect()
  try {
    const { rows } = await db.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables
       WHERE table_schema = $1 AND table_type = 'BASE TABLE' ORDER BY table_name`,
      [schema],
    )
    const tables: TableRows = {}
    for (const { name } of rows) {
      if (SKIPPED.has(name)) continue
      const result = await db.query<{ rows: unknown[] | null }>(
        `SELECT json_agg(t) AS rows FROM "${name}" t`,
      )
      tables[name] = result.rows[0]?.rows ?? []
    }
    return gzipSync(JSON.stringify(tables))
  } finally {
    await db.end()
  }
}

/** Writes the rows into a database that has the same tables (the release's migrations applied). */
export async function writeTableRows(url: string, dump: Buffer, schema = 'public'): Promise<void> {
  const tables = JSON.parse(gunzipSync(dump).toString('utf8')) as TableRows
  const db = client(url, schema)
  await db.connect()
  try {
    await db.query('BEGIN')
    // Foreign keys are checked by the database that wrote the rows; order does not matter here.
    await db.query('SET LOCAL session_replication_role = replica')
    for (const [name, rows] of Object.entries(tables)) {
      if (!rows.length) continue
      await db.query(
        `INSERT INTO "${name}" SELECT * FROM json_populate_recordset(null::"${name}", $1::json)`,
        [JSON.stringify(rows)],
      )
    }
    // Serial ids continue after the loaded rows.
    const { rows: sequences } = await db.query<{ table: string; column: string; seq: string }>(
      `SELECT c.table_name AS table, c.column_name AS column,
              pg_get_serial_sequence(quote_ident(c.table_schema) || '.' || quote_ident(c.table_name), c.column_name) AS seq
       FROM information_schema.columns c
       WHERE c.table_schema = $1 AND c.column_default LIKE 'nextval%'`,
      [schema],
    )
    for (const { table, column, seq } of sequences) {
      if (!seq) continue
      await db.query(
        `SELECT setval('${seq}', COALESCE((SELECT MAX("${column}") FROM "${table}"), 0) + 1, false)`,
      )
    }
    await db.query('COMMIT')
  } catch (error) {
    await db.query('ROLLBACK')
    throw error
  } finally {
    await db.end()
  }
}
