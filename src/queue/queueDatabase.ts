import pg from 'pg'

import { env } from '@/lib/env'

let pool: pg.Pool | undefined
let workerConnections: pg.Pool | undefined

function createPool(max: number, options: pg.PoolConfig = {}): pg.Pool {
  const created = new pg.Pool({
    connectionString: env().DATABASE_URL,
    max,
    ...options,
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30_000,
  })
  // An idle connection cut by a database restart must not take the server down; the next
  // query reconnects (and fails on its own while the database is away).
  created.on('error', () => {})
  return created
}

/**
 * Connections of the request path: storing a lead with its queue job in one transaction (which
 * Payload's Local API cannot share with pg-boss) and "Odeslat znovu". Apart from Payload's pool
 * and from the worker's, so that deliveries never make a visitor's enquiry wait for a connection.
 */
export function requestPool(): pg.Pool {
  pool ??= createPool(4)
  return pool
}

/** Connections of this process's background work and of the pg-boss it runs (asynchronous commit). */
export function workerPool(): pg.Pool {
  workerConnections ??= createPool(3, {
    // The worker's bookkeeping does not wait for its WAL flush, so that it does not queue with
    // the commits of visitors' leads (which do wait: a lead is durable before the thank-you).
    // A crash of PostgreSQL itself may lose its last fraction of a second: at worst a delivered
    // lead is sent again with the same Idempotency-Key (docs/leads.md).
    options: '-c synchronous_commit=off',
  })
  return workerConnections
}

/** Closes both pools (a stopping worker, tests, scripts); the next use opens new ones. */
export async function closeQueuePools(): Promise<void> {
  const closing = [pool, workerConnections]
  pool = undefined
  workerConnections = undefined
  await Promise.all(closing.map((each) => each?.end()))
}

/** Schema of Payload's tables (DATABASE_SCHEMA, or PostgreSQL's default). */
export function contentSchema(): string {
  return env().DATABASE_SCHEMA ?? 'public'
}

/** pg-boss keeps its tables in a schema of its own beside Payload's. */
export function queueSchema(): string {
  const schema = env().DATABASE_SCHEMA
  return schema ? `${schema}_pgboss` : 'pgboss'
}

export type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>

/** Runs `work` in one transaction on one connection of `connections`. */
export async function inTransaction<T>(
  work: (client: pg.PoolClient) => Promise<T>,
  connections: pg.Pool = requestPool(),
): Promise<T> {
  const client = await connections.connect()
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
