import type { LogLevel } from './logLevel'
import { logSafeOptional, logSafeString } from './logSafe'

/** What the request log knows of one finished request. */
export type RequestRecord = {
  method: string
  /** Path without the query string (never logged: it carries search terms, tokens, e-mails). */
  pathname: string
  route: string | null
  status: number
  durationMs: number
  /** Bytes written to the socket for this response (head and body, after compression). */
  bytes: number
  /** Next's `x-nextjs-cache` (HIT, MISS, STALE), when the response came through its cache. */
  cache: string | null
  client: string | null
  requestId: string
  /** The connection closed before the whole response was sent. */
  aborted: boolean
}

/** 5xx answers are errors of ours; everything else (4xx included: junk traffic) is info. */
export const levelOfStatus = (status: number): LogLevel => (status >= 500 ? 'error' : 'info')

const SAFE_PATH = /^[A-Za-z0-9/._~-]{1,200}$/

/**
 * The raw path is logged only where it cannot hold personal data or a secret: a successful GET
 * or HEAD of a public page (a path the site published: a CMS slug, a blog post), never the admin
 * (password reset tokens live in its paths) or the API, never a 4xx or a redirect (a path a
 * visitor made up), and only of path characters (no `@`, no `%`-escapes, no `+`).
 */
export function loggablePath(record: Pick<RequestRecord, 'method' | 'pathname' | 'status'>) {
  const { method, pathname, status } = record
  if (method !== 'GET' && method !== 'HEAD') return undefined
  if (status < 200 || status >= 300) return undefined
  if (/^\/(admin|api)(\/|$)/.test(pathname)) return undefined
  return SAFE_PATH.test(pathname) ? pathname : undefined
}

/**
 * One JSON line (with its newline), keys in a fixed order so lines read alike. Every value that
 * came from the request (method, client address, request id, path) is JSON string content and
 * passes logSafe.ts (bounded, control characters escaped, e-mails, phones and tokens redacted),
 * even where the code that produced it already allows only a narrow format: one rule for every
 * log, whatever a later change lets through.
 */
export function requestLogLine(record: RequestRecord, time = new Date()): string {
  return `${JSON.stringify({
    time: time.toISOString(),
    level: levelOfStatus(record.status),
    msg: 'request',
    method: logSafeString(record.method),
    route: logSafeOptional(record.route),
    path: logSafeOptional(loggablePath(record)) ?? undefined,
    status: record.status,
    durationMs: Math.round(record.durationMs * 10) / 10,
    bytes: record.bytes,
    cache: logSafeOptional(record.cache),
    client: logSafeOptional(record.client),
    requestId: logSafeString(record.requestId),
    aborted: record.aborted || undefined,
  })}\n`
}
