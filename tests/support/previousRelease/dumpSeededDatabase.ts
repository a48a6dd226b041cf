/**
 * Writes the rows of a freshly migrated and seeded database to a file, for migration tests:
 * run it on the release BEFORE a content migration (for example from a checkout of that commit)
 * and commit the file under tests/fixtures/:
 *
 *   npx tsx tests/support/previousRelease/dumpSeededDatabase.ts tests/fixtures/<name>.json.gz
 */
import { writeFile } from 'node:fs/promises'

import { migrate, startTestDatabase } from '../testDatabase'

import { readTableRows } from './tableRows'

const target = process.argv[2]
if (!target) throw new Error('Usage: dumpSeededDatabase.ts <output.json.gz>')
const database = await startTestDatabase()
try {
  await migrate(database.env, ['--seed'])
  const { DATABASE_URL, DATABASE_SCHEMA } = database.env
  await writeFile(target, await readTableRows(DATABASE_URL!, DATABASE_SCHEMA || 'public'))
} finally {
  await database.stop()
}
