import pg from 'pg'

import { env } from '@/lib/env'

let pool: pg.Pool | undefined

/**
 * The connections of the lead store and its queue (pg-boss runs its SQL through this pool too),
 * apart from Payload's: a lead is written with its queue job in one transaction, which Payload's
 * Local API cannot share with pg-boss. Small: the queue's work is a few statements per lead.
 */
export function leadPool(): pg.Pool {
  if (!pool) {
    pool = new pg.Pool({
      connectionString: env().DATABASE_URL,
      max: 4,
      connectionTimeoutMillis: 3000,
      idleTimeoutMillis: 30_000,
    })
    // An idle connection cut by a database restart must not take the server down; the next
    // query reconnects (and fails on its own while the database is away).
    pool.on('error', () => {})
  }
  return pool
}

/** Closes the pool (tests, scripts); the next `leadPool()` opens a new one. */
export async function closeLeadPool(): Promise<void> {
  const closing = pool
  pool = undefined
  await closing?.end()
}

/** Schema of Payload's tables (DATABASE_SCHEMA, or PostgreSQL's default). */
export function contentSchema(): string {
  return env().DATABASE_SCHEMA ?? 'public'
}

/** `"schema"."leads"`: the table of collections/Leads. */
export function leadsTable(): string {
  return `"${contentSchema()}"."leads"`
}

/** pg-boss keeps its tables in a schema of its own beside Payload's. */
export function queueSchema(): string {
  const schema = env().DATABASE_SCHEMA
  return schema ? `${schema}_pgboss` : 'pgboss'
}

export type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>

/** Runs `work` in one transaction on one connection of the pool. */
export async function inTransaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await leadPool().connect()
  try {
    await client.query('BEGIN')
    const result = await work(client)
    await client.query('COMMIT')
    return result
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {})
    throw error
  } finally {
    client.release()
  }
}
