import { sql } from '@payloadcms/db-postgres'

import type { Queryable } from '@/queue/queueDatabase'

export type Row = Record<string, unknown>

/**
 * How the search code runs SQL: text with `$1…` placeholders and their values, always bound
 * (never spliced into the text). Two kinds of connection stand behind it: a pg pool or client
 * (the worker's sync, scripts) and Payload's Drizzle database or transaction (a save's hooks,
 * so that the index row is written in the save's own transaction, and the site's reader).
 */
export type SqlClient = {
  query: <T extends Row = Row>(text: string, values?: unknown[]) => Promise<T[]>
  /**
   * Runs `work` in one transaction on one connection, where it may `SET LOCAL` (a planner
   * setting for one statement); absent where the client already is a transaction or one
   * connection.
   */
  inTransaction?: <T>(work: (client: SqlClient) => Promise<T>) => Promise<T>
}

type Pool = Queryable & { connect: () => Promise<Queryable & { release: () => void }> }

export function pgSqlClient(db: Queryable): SqlClient {
  const client: SqlClient = {
    query: async <T extends Row>(text: string, values: unknown[] = []) =>
      (await db.query(text, values)).rows as T[],
  }
  if ('connect' in db && 'totalCount' in db) {
    client.inTransaction = async (work) => {
      const connection = await (db as Pool).connect()
      try {
        await connection.query('BEGIN')
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

type DrizzleLike = {
  execute: (query: SQL) => Promise<unknown>
  transaction?: (work: (tx: DrizzleLike) => Promise<unknown>) => Promise<unknown>
}

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

export function drizzleSqlClient(db: DrizzleLike): SqlClient {
  const client: SqlClient = {
    query: async <T extends Row>(text: string, values: unknown[] = []) => {
      const result = (await db.execute(boundQuery(text, values))) as { rows?: T[] }
      return result.rows ?? []
    },
  }
  const transaction = db.transaction?.bind(db)
  if (transaction) {
    client.inTransaction = async <T>(work: (inner: SqlClient) => Promise<T>) => {
      let result: T | undefined
      await transaction(async (tx) => {
        result = await work(drizzleSqlClient({ execute: tx.execute.bind(tx) }))
      })
      return result as T
    }
  }
  return client
}
