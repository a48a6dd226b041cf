import { readdirSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'

/**
 * What `server/migrate.ts` would do, found with two plain queries instead of booting Payload:
 * lets `dev`/`start` skip that step entirely when the database is already up to date.
 */
export async function pendingDatabaseWork(env: NodeJS.ProcessEnv): Promise<{
  pendingMigrations: string[]
  empty: boolean
}> {
  const committed = readdirSync(path.resolve('migrations'))
    .filter((file) => file.endsWith('.ts') && file !== 'index.ts')
    .map((file) => file.replace(/\.ts$/, ''))

  const client = new pg.Client({ connectionString: env.DATABASE_URL })
  await client.connect()
  try {
    if (env.DATABASE_SCHEMA) await client.query(`SET search_path TO "${env.DATABASE_SCHEMA}"`)
    const applied = await client
      .query<{ name: string }>('SELECT name FROM payload_migrations')
      .then((result) => new Set(result.rows.map((row) => row.name)))
      .catch(() => new Set<string>())
    const users = await client
      .query<{ count: string }>('SELECT count(*) FROM users')
      .then((result) => Number(result.rows[0]?.count ?? 0))
      .catch(() => 0)
    return { pendingMigrations: committed.filter((name) => !applied.has(name)), empty: users === 0 }
  } finally {
    await client.end()
  }
}
