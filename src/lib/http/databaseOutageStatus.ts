import { ServerResponse } from 'node:http'

import { unavailablePageHtml } from './unavailablePage'

/** How long after the last connection failure a failed render is blamed on the database. */
const OUTAGE_WINDOW_MS = 10_000
export const RETRY_AFTER_SECONDS = 30
const lastFailureKey = Symbol.for('site602.databaseConnectionFailureAt')
const store = globalThis as typeof globalThis & { [lastFailureKey]?: number }

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

/** Called for every failed request (instrumentation `onRequestError`). */
export function noteRequestError(error: unknown): void {
  if (isDatabaseConnectionError(error)) store[lastFailureKey] = Date.now()
}

export function databaseRecentlyUnreachable(now = Date.now()): boolean {
  const last = store[lastFailureKey]
  return last !== undefined && now - last < OUTAGE_WINDOW_MS
}

const isHtml = (response: ServerResponse) =>
  String(response.getHeader('content-type') ?? '').startsWith('text/html')

/**
 * A page that cannot be rendered because the database is down is a temporary condition: it
 * answers 503 with Retry-After (crawlers and caches come back later) instead of Next's 500, and
 * an HTML answer carries the Czech outage page instead of Next's empty error shell (which only
 * a browser with JavaScript would fill). Cached pages never get here: they are served as usual.
 */
export function answerDatabaseOutagesWith503(): void {
  const { writeHead, end } = ServerResponse.prototype
  ServerResponse.prototype.writeHead = function (
    this: ServerResponse,
    statusCode: number,
    ...rest: unknown[]
  ) {
    if (statusCode === 500 && databaseRecentlyUnreachable()) {
      statusCode = 503
      this.statusCode = 503
      this.setHeader('Retry-After', String(RETRY_AFTER_SECONDS))
      this.setHeader('Cache-Control', 'no-store')
    }
    return (writeHead as (...args: unknown[]) => ServerResponse).call(this, statusCode, ...rest)
  } as typeof writeHead
  ServerResponse.prototype.end = function (this: ServerResponse, ...args: unknown[]) {
    if (
      !this.headersSent &&
      this.statusCode === 500 &&
      isHtml(this) &&
      databaseRecentlyUnreachable()
    ) {
      const html = unavailablePageHtml()
      this.setHeader('Content-Length', Buffer.byteLength(html))
      const callback = args.find((arg) => typeof arg === 'function')
      return (end as (...args: unknown[]) => ServerResponse).call(this, html, 'utf8', callback)
    }
    return (end as (...args: unknown[]) => ServerResponse).apply(this, args)
  } as typeof end
}
