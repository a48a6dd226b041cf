import type { IncomingMessage, ServerResponse } from 'node:http'

/**
 * A path with a broken percent-escape (`/%zz`, `/%E0%A4%A`) is answered 400 here: Next fails to
 * decode it and answers 500 (with an error logged) on every route, before any of ours runs.
 * True when it answered.
 */
export function refuseMalformedPath(request: IncomingMessage, response: ServerResponse): boolean {
  const path = (request.url ?? '/').split('?')[0] ?? '/'
  try {
    decodeURIComponent(path)
    return false
  } catch {
    const body = 'Neplatná adresa.'
    response.writeHead(400, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
      'Cache-Control': 'no-store',
    })
    response.end(body)
    return true
  }
}
