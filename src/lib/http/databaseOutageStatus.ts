import { ServerResponse } from 'node:http'

import { databaseRecentlyUnreachable } from '@/lib/db/connectionError'

import { unavailablePageHtml } from './unavailablePage'

export const RETRY_AFTER_SECONDS = 30

const outage = Symbol('site602.outageResponse')
const outageBodySent = Symbol('site602.outageBodySent')
type OutageResponse = ServerResponse & { [outage]?: boolean; [outageBodySent]?: boolean }

type Method = (...args: unknown[]) => unknown
const callbackOf = (args: unknown[]) => args.find((arg) => typeof arg === 'function') as Method

function contentTypeOf(response: ServerResponse, headerArgs: unknown[]): string {
  const headers = headerArgs.find((arg) => arg && typeof arg === 'object') as
    Record<string, unknown> | undefined
  const fromArgs = headers
    ? Object.entries(headers).find(([name]) => name.toLowerCase() === 'content-type')?.[1]
    : undefined
  return String(fromArgs ?? response.getHeader('content-type') ?? '')
}

/**
 * The outage page replaces the body, so the old body's length and encoding must go: Next's
 * compression has set Content-Encoding by now and keeps gzipping into our write, which sends
 * the page as it is.
 */
const BODY_HEADERS = ['content-length', 'content-encoding']
function dropBodyHeaders(response: ServerResponse, headerArgs: unknown[]) {
  for (const name of BODY_HEADERS) response.removeHeader(name)
  for (const headers of headerArgs) {
    if (!headers || typeof headers !== 'object' || Array.isArray(headers)) continue
    for (const name of Object.keys(headers)) {
      if (BODY_HEADERS.includes(name.toLowerCase()))
        delete (headers as Record<string, unknown>)[name]
    }
  }
}

/**
 * A page that cannot be rendered because the database is down is a temporary condition: it
 * answers 503 with Retry-After (crawlers and caches come back later) instead of Next's 500, and
 * an HTML answer carries the Czech outage page instead of Next's empty error shell (which only
 * a browser with JavaScript would fill), however Next sends it (at once, streamed, or with its
 * head written first). Cached pages never get here: they are served as usual.
 */
export function answerDatabaseOutagesWith503(): void {
  const proto = ServerResponse.prototype as unknown as Record<string, Method>
  const { writeHead, write, end } = proto

  proto.writeHead = function (this: OutageResponse, statusCode: unknown, ...rest: unknown[]) {
    if (statusCode === 500 && databaseRecentlyUnreachable()) {
      statusCode = 503
      this.statusCode = 503
      this.setHeader('Retry-After', String(RETRY_AFTER_SECONDS))
      this.setHeader('Cache-Control', 'no-store')
      if (contentTypeOf(this, rest).startsWith('text/html')) {
        this[outage] = true
        dropBodyHeaders(this, rest)
      }
    }
    return writeHead!.call(this, statusCode, ...rest)
  }

  /** Sends the head now when this is a failed render during an outage, so it gets marked. */
  const headFirst = (response: OutageResponse) => {
    if (!response.headersSent && response.statusCode === 500 && databaseRecentlyUnreachable()) {
      response.writeHead(500)
    }
  }

  proto.write = function (this: OutageResponse, ...args: unknown[]) {
    headFirst(this)
    if (!this[outage]) return write!.apply(this, args)
    if (this[outageBodySent]) {
      callbackOf(args)?.()
      return true
    }
    this[outageBodySent] = true
    return write!.call(this, unavailablePageHtml(), 'utf8', callbackOf(args))
  }

  proto.end = function (this: OutageResponse, ...args: unknown[]) {
    headFirst(this)
    if (!this[outage]) return end!.apply(this, args)
    if (this[outageBodySent]) return end!.call(this, callbackOf(args))
    this[outageBodySent] = true
    return end!.call(this, unavailablePageHtml(), 'utf8', callbackOf(args))
  }
}
