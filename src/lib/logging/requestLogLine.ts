import type { LogLevel } from './logLevel'

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

/** One JSON line (with its newline), keys in a fixed order so lines read alike. */
export function requestLogLine(record: RequestRecord, time = new Date()): string {
  return `${JSON.stringify({
    time: time.toISOString(),
    level: levelOfStatus(record.status),
    msg: 'request',
    method: record.method,
    route: record.route,
    path: loggablePath(record),
    status: record.status,
    durationMs: Math.round(record.durationMs * 10) / 10,
    bytes: record.bytes,
    cache: record.cache,
    client: record.client,
    requestId: record.requestId,
    aborted: record.aborted || undefined,
  })}\n`
}
