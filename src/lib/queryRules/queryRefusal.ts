import { APIError, QueryError } from 'payload'

/**
 * Whether an error is the database's or Payload's refusal of a query a client built (`where`,
 * `sort`, values), and so a 400, not a 500. One classifier for both places that meet such an
 * error: the answer (collections/shared/czechPayloadErrors.ts, Payload's root `afterError`) and
 * the log line (src/lib/logging/clientErrorsAsInfo.ts, the logger's pino options), so what is
 * answered 400 is logged as one short line without a stack.
 *
 * What counts, and why nothing else:
 * - PostgreSQL's data exceptions (SQLSTATE class 22: a value of the wrong type, out of range, an
 *   invalid regular expression) and syntax or access-rule errors (class 42: GROUP BY, SELECT
 *   DISTINCT, a duplicate alias), found anywhere on the `cause` chain (Drizzle wraps the pg
 *   error in a `DrizzleQueryError` whose message quotes the whole SQL). Excluded are the codes
 *   that mean the schema or the grants are wrong (a missing table or column after a missed
 *   migration, no privilege): those are the server's fault and stay 500s with a stack.
 * - Payload's `QueryError` (a path that cannot be queried; already 400, here only in Czech).
 * - Drizzle's query builder refusing to join one table twice under one alias (it throws a plain
 *   `Error` with this exact text, drizzle-orm `pg-core/query-builders/select.js`): Payload's
 *   adapter joins a blocks table once for `where` and again for `sort`.
 * - Payload's Drizzle adapter refusing a path while it builds the query: an `APIError` without
 *   a status (so a 500) with one of its fixed texts (@payloadcms/drizzle 3.90.2
 *   `queries/getTableColumnFromPath.js`, `queries/parseParams.js`,
 *   `queries/sanitizeQueryValue.js`), e.g. `like` on a polymorphic relationship itself.
 * A TypeError or any other error stays a 500: a programming bug is never mapped by its message.
 */
export type QueryRefusal = {
  /** What the log says (English, short; the log's own rules bound and redact it). */
  reason: string
  /** What the client is told (Czech). */
  message: string
}

/** Database codes in classes 22/42 that say the server, not the query, is wrong. */
const SERVER_FAULTS = new Set([
  '42501', // insufficient_privilege
  '42P01', // undefined_table
  '42703', // undefined_column
  '42704', // undefined_object
])

const SQLSTATE = /^(22|42)[0-9A-Z]{3}$/
const DRIZZLE_ALIAS = /^Alias "[^"]{1,200}" is already used in this query$/

/** @payloadcms/drizzle's own refusals of a query it cannot build (APIErrors, status 500). */
const ADAPTER_REFUSALS = [
  /^Not supported$/,
  /^Relationship was not found$/,
  /^Cannot find field for path at /,
  /^Invalid ID value in /,
  /^Only 'equals' operator is supported for polymorphic relationship object notation/,
]

/** How far down a `cause` chain to look (Drizzle wraps once; bounded against a cycle). */
const MAX_CAUSES = 8

export const QUERY_REFUSAL_MESSAGES = {
  data: 'Neplatný dotaz: některá hodnota neodpovídá typu pole, podle kterého se hledá.',
  shape: 'Neplatný dotaz: tuto kombinaci podmínek a řazení nelze provést.',
  path: 'Neplatný dotaz: podle některého z uvedených polí nelze hledat ani řadit.',
} as const

function databaseRefusal(error: object): QueryRefusal | null {
  const { code, severity, message } = error as {
    code?: unknown
    severity?: unknown
    message?: unknown
  }
  // pg's DatabaseError carries the SQLSTATE in `code` and a `severity`; a Node system error's
  // `code` (ECONNREFUSED) never matches the pattern.
  if (typeof code !== 'string' || typeof severity !== 'string' || !SQLSTATE.test(code)) return null
  if (SERVER_FAULTS.has(code)) return null
  return {
    reason: `SQLSTATE ${code}: ${typeof message === 'string' ? message : ''}`,
    message: code.startsWith('22') ? QUERY_REFUSAL_MESSAGES.data : QUERY_REFUSAL_MESSAGES.shape,
  }
}

export function queryRefusalOf(error: unknown): QueryRefusal | null {
  let current: unknown = error
  for (let depth = 0; depth < MAX_CAUSES; depth++) {
    if (typeof current !== 'object' || current === null) return null
    if (current instanceof QueryError) {
      return { reason: 'a path that cannot be queried', message: QUERY_REFUSAL_MESSAGES.path }
    }
    const database = databaseRefusal(current)
    if (database) return database
    if (current.constructor === Error && DRIZZLE_ALIAS.test(String((current as Error).message))) {
      return {
        reason: 'one table joined twice (where and sort)',
        message: QUERY_REFUSAL_MESSAGES.shape,
      }
    }
    const adapterMessage =
      current instanceof APIError && current.status === 500 ? current.message : ''
    if (ADAPTER_REFUSALS.some((pattern) => pattern.test(adapterMessage))) {
      return {
        reason: `the adapter cannot build it (${adapterMessage})`,
        message: QUERY_REFUSAL_MESSAGES.path,
      }
    }
    current = (current as { cause?: unknown }).cause
  }
  return null
}
