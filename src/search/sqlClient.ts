import { createHash } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'

import type { Queryable } from '@/queue/queueDatabase'

export type Row = Record<string, unknown>

export type QueryOptions = {
  /**
   * A statement the caller runs again and again with other values: where the client can, it is
   * prepared once per connection and PostgreSQL may keep its plan (its planning cost a search
   * ~2 ms). Only for a fixed set of texts: each distinct text stays prepared on its connection.
   */
  prepared?: boolean
}

/**
 * How the search code runs SQL: text with `$1…` placeholders and their values, always bound
 * (never spliced into the text). Two kinds of connection stand behind it: a pg pool or client
 * (the site's reader on Payload's pool, the worker's sync, scripts) and Payload's Drizzle
 * database or transaction (a save's hooks, so that the index row is written in the save's own
 * transaction).
 */
export type SqlClient = {
  query: <T extends Row = Row>(
    text: string,
    values?: unknown[],
    options?: QueryOptions,
  ) => Promise<T[]>
  /**
   * Runs `work` in one transaction on one connection, with `settings` (planner settings, say)
   * for that transaction alone; absent where the client already is a transaction or one
   * connection, and on Drizzle.
   */
  inTransaction?: <T>(
    work: (client: SqlClient) => Promise<T>,
    settings?: TransactionSettings,
  ) => Promise<T>
}

/** Settings of one transaction (`SET LOCAL`): names and values are the code's, never input. */
export type TransactionSettings = Record<string, string>

const SETTING_NAME = /^[a-z_]+(\.[a-z_]+)?$/

/** `BEGIN` and the transaction's settings as one simple query: one round trip, not two. */
function beginWith(settings: TransactionSettings = {}): string {
  return [
    'BEGIN',
    ...Object.entries(settings).map(([name, value]) => {
      if (!SETTING_NAME.test(name)) throw new Error(`Invalid setting name: ${name}`)
      return `SET LOCAL ${name} = '${value.replaceAll("'", "''")}'`
    }),
  ].join('; ')
}

type Pool = Queryable & { connect: () => Promise<Queryable & { release: () => void }> }

const statementNames = new Map<string, string>()

/**
 * The name a prepared statement has on every connection: its text's, so texts never clash
 * (remembered per text: hashing the page statement's 6 KB at every search showed in profiles).
 */
function statementName(text: string): string {
  let name = statementNames.get(text)
  if (!name) {
    name = `site_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`
    statementNames.set(text, name)
  }
  return name
}

export function pgSqlClient(db: Queryable): SqlClient {
  const client: SqlClient = {
    query: async <T extends Row>(text: string, values: unknown[] = [], options?: QueryOptions) =>
      (
        await (options?.prepared
          ? db.query({ name: statementName(text), text, values })
          : db.query(text, values))
      ).rows as T[],
  }
  if ('connect' in db && 'totalCount' in db) {
    client.inTransaction = async (work, settings) => {
      const connection = await (db as Pool).connect()
      try {
        await connection.query(beginWith(settings))
        const result = await work(pgSqlClient(connection))
        await connection.query('COMMIT')
        return result
      } catch (error) {
        await connection.query('ROLLBACK').catch(() => {})
        throw error
      } finally {
        connection.release()
      }
    }
  }
  return client
}

type SQL = ReturnType<typeof sql.raw>

type DrizzleLike = { execute: (query: SQL) => Promise<unknown> }

/** `text` as a Drizzle query: the text between placeholders raw, each value a bound parameter. */
export function boundQuery(text: string, values: unknown[]): SQL {
  const chunks: Parameters<typeof sql.join>[0] = []
  let last = 0
  for (const placeholder of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, placeholder.index)))
    const index = Number(placeholder[1]) - 1
    if (index < 0 || index >= values.length) throw new Error(`SQL bez hodnoty ${placeholder[0]}`)
    chunks.push(sql.param(values[index]))
    last = placeholder.index + placeholder[0].length
  }
  chunks.push(sql.raw(text.slice(last)))
  return sql.join(chunks)
}

/**
 * Writes and reads that run on whatever Drizzle gives them (a save's transaction, say): no
 * transactions of its own, no prepared statements (the site's search reads through `pgSqlClient`).
 */
export function drizzleSqlClient(db: DrizzleLike): SqlClient {
  return {
    query: async <T extends Row>(text: string, values: unknown[] = []) => {
      const result = (await db.execute(boundQuery(text, values))) as { rows?: T[] }
      return result.rows ?? []
    },
  }
}
