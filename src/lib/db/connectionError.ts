import { existingProcessGlobal, setProcessGlobal } from '@/lib/processGlobals'

/** Node socket errors and PostgreSQL's "cannot connect now / shutting down" classes (08, 57P). */
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
])
const CONNECTION_ERROR_MESSAGE =
  /Connection terminated|connection timeout|terminating connection|the database system is (starting up|shutting down)/i

/** Whether an error (or any error it wraps) says the database cannot be reached right now. */
export function isDatabaseConnectionError(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 6) return false
  const { code, message, cause, errors } = error as {
    code?: unknown
    message?: unknown
    cause?: unknown
    errors?: unknown
  }
  if (typeof code === 'string' && CONNECTION_ERROR_CODES.has(code)) return true
  if (typeof message === 'string' && CONNECTION_ERROR_MESSAGE.test(message)) return true
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseConnectionError(inner, depth + 1)))
    return true
  return isDatabaseConnectionError(cause, depth + 1)
}

/** How long after the last connection failure a failed render is blamed on the database. */
const OUTAGE_WINDOW_MS = 10_000

/**
 * Remembers a connection failure; called for every failed request (instrumentation
 * `onRequestError`). Plain JavaScript state, no Node modules: the hook is bundled for every runtime.
 */
export function noteRequestError(error: unknown): void {
  if (isDatabaseConnectionError(error)) setProcessGlobal('db.connectionFailureAt', Date.now())
}

export function databaseRecentlyUnreachable(now = Date.now()): boolean {
  const last = existingProcessGlobal('db.connectionFailureAt')
  return last !== undefined && now - last < OUTAGE_WINDOW_MS
}
