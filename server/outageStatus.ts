import type { ServerResponse } from 'node:http'

import { databaseRecentlyUnreachable } from '@/lib/db/connectionError'
import { unavailablePageHtml } from '@/lib/http/unavailablePage'

import type { ResponseClass } from './locationHeader'
import { headerOf } from './responseHeader'

export const RETRY_AFTER_SECONDS = 30

type Callback = (error?: Error | null) => void
const callbackOf = (args: unknown[]) =>
  args.find((arg): arg is Callback => typeof arg === 'function')

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

type Method = (...args: unknown[]) => unknown

/**
 * A page that cannot be rendered because the database is down is a temporary condition: it
 * answers 503 with Retry-After (crawlers and caches come back later) instead of Next's 500, and
 * an HTML answer carries the Czech outage page instead of Next's empty error shell (which only
 * a browser with JavaScript would fill), however Next sends it (at once, streamed, or with its
 * head written first). Cached pages never get here: they are served as usual.
 *
 * The database's state comes from `onRequestError` (src/instrumentation.ts →
 * src/lib/db/connectionError.ts, shared through a registered symbol on globalThis).
 */
export function withOutageStatus<Base extends ResponseClass>(base: Base) {
  return class OutageStatusResponse extends base {
    #outage = false
    #outageBodySent = false

    override writeHead(statusCode: number, ...rest: unknown[]): this {
      if (statusCode === 500 && databaseRecentlyUnreachable()) {
        statusCode = 503
        this.statusCode = 503
        this.setHeader('Retry-After', String(RETRY_AFTER_SECONDS))
        this.setHeader('Cache-Control', 'no-store')
        if (headerOf(this, rest, 'content-type').startsWith('text/html')) {
          this.#outage = true
          dropBodyHeaders(this, rest)
        }
      }
      return (super.writeHead as Method).call(this, statusCode, ...rest) as this
    }

    /** Sends the head now when this is a failed render during an outage, so it gets marked. */
    #headFirst(): void {
      if (!this.headersSent && this.statusCode === 500 && databaseRecentlyUnreachable()) {
        this.writeHead(500)
      }
    }

    // `any`: Writable's own signature.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    override write(chunk: any, ...rest: unknown[]): boolean {
      this.#headFirst()
      if (!this.#outage) return (super.write as Method).call(this, chunk, ...rest) as boolean
      if (this.#outageBodySent) {
        callbackOf(rest)?.()
        return true
      }
      this.#outageBodySent = true
      return super.write(unavailablePageHtml(), 'utf8', callbackOf(rest))
    }

    override end(...args: unknown[]): this {
      this.#headFirst()
      if (!this.#outage) return (super.end as Method).apply(this, args) as this
      if (this.#outageBodySent) return super.end(callbackOf(args))
      this.#outageBodySent = true
      return super.end(unavailablePageHtml(), 'utf8', callbackOf(args))
    }
  }
}
