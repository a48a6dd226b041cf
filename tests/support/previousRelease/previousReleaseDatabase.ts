import { readFile } from 'node:fs/promises'

import pg from 'pg'

import { migrate, startTestDatabase, type TestDatabase } from '../testDatabase'

import { writeTableRows } from './tableRows'

const THROUGH = 'tests/support/previousRelease/applyMigrationsThrough.ts'
const REVERT_AFTER = 'tests/support/previousRelease/revertMigrationsAfter.ts'

/**
 * A database of its own with the rows an earlier release's seed wrote (a dump of
 * dumpSeededDatabase.ts in tests/fixtures/), on that release's schema (its last migration), and a
 * client on it for the test's own queries.
 */
export async function startPreviousReleaseDatabase(
  fixture: string,
  releaseMigration: string,
): Promise<{ database: TestDatabase; db: pg.Client }> {
  const database = await startTestDatabase({ embedded: true })
  const { DATABASE_URL, DATABASE_SCHEMA } = database.env
  const schema = DATABASE_SCHEMA || 'public'
  await migrate(database.env, [releaseMigration], THROUGH)
  await writeTableRows(DATABASE_URL!, await readFile(fixture), schema)
  const db = new pg.Client({
    connectionString: DATABASE_URL,
    options: `-c search_path="${schema}"`,
  })
  await db.connect()
  return { database, db }
}

/** Applies the committed migrations up to and including `name`. */
export const migrateThrough = (database: TestDatabase, name: string) =>
  migrate(database.env, [name], THROUGH)

/** Takes back (runs `down` of) every migration after `name`, newest first. */
export const revertMigrationsAfter = (database: TestDatabase, name: string) =>
  migrate(database.env, [name], REVERT_AFTER)
