import { ServerResponse } from 'node:http'

import { isDatabaseConnectionError } from '@/lib/db/connectionError'

import { unavailablePageHtml } from './unavailablePage'

/** How long after the last connection failure a failed render is blamed on the database. */
const OUTAGE_WINDOW_MS = 10_000
export const RETRY_AFTER_SECONDS = 30
const lastFailureKey = Symbol.for('site602.databaseConnectionFailureAt')
const store = globalThis as typeof globalThis & { [lastFailureKey]?: number }

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

const replaced = Symbol('site602.outagePageSent')
type OutageResponse = ServerResponse & { [replaced]?: boolean }

/** A failed page render (not yet sent) while the database is unreachable. */
const isOutageRender = (response: OutageResponse) =>
  !response.headersSent &&
  response.statusCode === 500 &&
  isHtml(response) &&
  databaseRecentlyUnreachable()

type Method = (...args: unknown[]) => unknown
const callbackOf = (args: unknown[]) => args.find((arg) => typeof arg === 'function') as Method

/**
 * A page that cannot be rendered because the database is down is a temporary condition: it
 * answers 503 with Retry-After (crawlers and caches come back later) instead of Next's 500, and
 * an HTML answer carries the Czech outage page instead of Next's empty error shell (which only
 * a browser with JavaScript would fill), whether Next sends it at once or streams it. Cached
 * pages never get here: they are served as usual.
 */
export function answerDatabaseOutagesWith503(): void {
  const { writeHead, write, end } = ServerResponse.prototype as unknown as Record<string, Method>
  const proto = ServerResponse.prototype as unknown as Record<string, Method>

  proto.writeHead = function (this: ServerResponse, statusCode: unknown, ...rest: unknown[]) {
    if (statusCode === 500 && databaseRecentlyUnreachable()) {
      statusCode = 503
      this.statusCode = 503
      this.setHeader('Retry-After', String(RETRY_AFTER_SECONDS))
      this.setHeader('Cache-Control', 'no-store')
    }
    return writeHead!.call(this, statusCode, ...rest)
  }
  proto.write = function (this: OutageResponse, ...args: unknown[]) {
    if (this[replaced]) {
      callbackOf(args)?.()
      return true
    }
    if (isOutageRender(this)) {
      this[replaced] = true
      this.removeHeader('Content-Length')
      return write!.call(this, unavailablePageHtml(), 'utf8', callbackOf(args))
    }
    return write!.apply(this, args)
  }
  proto.end = function (this: OutageResponse, ...args: unknown[]) {
    if (this[replaced]) return end!.call(this, callbackOf(args))
    if (isOutageRender(this)) {
      const html = unavailablePageHtml()
      this[replaced] = true
      this.setHeader('Content-Length', Buffer.byteLength(html))
      return end!.call(this, html, 'utf8', callbackOf(args))
    }
    return end!.apply(this, args)
  }
}
