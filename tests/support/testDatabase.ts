import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

import { startEmbeddedDatabase } from '../../scripts/lib/embeddedDatabase'

export type TestDatabase = { env: Record<string, string>; stop: () => Promise<void> }

/**
 * A fresh, empty database for one test run, so runs never see each other's data: a new embedded
 * PostgreSQL in a temporary folder, or — when DATABASE_URL is set — a new schema in that database.
 * `embedded` always starts its own server: migration tests need a whole database to themselves.
 */
export async function startTestDatabase({ embedded = false } = {}): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'site-602-test-'))
  // The embedded server runs as the `postgres` system user, which must reach its data folder.
  chmodSync(dataDir, 0o755)
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true })
  const common = {
    PAYLOAD_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: dataDir,
    LOCAL_DATABASE: 'true',
  }

  const external = embedded ? undefined : process.env.DATABASE_URL
  if (external) {
    const schema = `test_${randomBytes(6).toString('hex')}`
    return {
      env: { ...common, DATABASE_URL: external, DATABASE_SCHEMA: schema },
      stop: async () => {
        const client = new pg.Client({ connectionString: external })
        await client.connect()
        await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`)
        // the lead queue's schema beside it (src/queue/queueDatabase.ts)
        await client.query(`DROP SCHEMA IF EXISTS "${schema}_pgboss" CASCADE`)
        await client.end()
        removeDataDir()
      },
    }
  }

  const database = await startEmbeddedDatabase({ dataDir, port: 0 })
  return {
    // An empty schema name keeps a DATABASE_SCHEMA of the surrounding run out of child processes.
    env: { ...common, DATABASE_URL: database.url, DATABASE_SCHEMA: '' },
    stop: async () => {
      await database.stop()
      removeDataDir()
    },
  }
}

/** Node's exit code for a top-level await that never settled. */
const UNSETTLED_TOP_LEVEL_AWAIT = 13

/**
 * Applies the committed migrations with the same script `npm run migrate` uses. Under heavy load
 * tsx now and then leaves such a script's top-level await unsettled before it has done anything
 * lasting (each migration is one transaction; the scripts only do what is still to do): that run
 * is repeated once.
 */
export async function migrate(
  env: Record<string, string>,
  extraArgs: string[] = [],
  script = 'server/migrate.ts',
): Promise<void> {
  const run = () =>
    new Promise<number | null>((resolve, reject) => {
      const child = spawn(path.resolve('node_modules/.bin/tsx'), [script, ...extraArgs], {
        env: { ...process.env, ...env },
        stdio: ['ignore', 'ignore', 'inherit'],
      })
      child.on('error', reject)
      child.on('exit', resolve)
    })
  let code = await run()
  if (code === UNSETTLED_TOP_LEVEL_AWAIT) code = await run()
  if (code !== 0) throw new Error(`migrace: ${code}`)
}
