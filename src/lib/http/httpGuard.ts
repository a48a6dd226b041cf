import { subscribe } from 'node:diagnostics_channel'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { Socket } from 'node:net'

import { SOCKET_ADDRESS_HEADER } from './clientAddress'
import { cutConnectionUnlessDrained } from './drainRefusedBody'
import { refuseMalformedPath } from './malformedPath'
import { limitStreamedBody } from './streamedBodyLimit'

/**
 * Two facts the app needs from the HTTP layer, which Next does not hand to server actions or
 * route handlers:
 *
 * 1. The socket's address. Node announces every request on the diagnostics channel
 *    `http.server.request.start` (with its socket) just before the server's `request` event; we
 *    write `socket.remoteAddress` into SOCKET_ADDRESS_HEADER there, replacing anything a client
 *    sent under that name. clientAddress.ts explains why X-Forwarded-For cannot serve.
 *
 * 2. Body limits answered with 413. Next enforces `serverActions.bodySizeLimit`, but answers a
 *    fetch action over it with 500; Payload's REST handler reads a JSON body whole, with no limit.
 *    A request whose Content-Length is over its limit is answered 413 here before Next sees it:
 *    the first time a server announces a request we wrap that server's `emit`, so the check runs
 *    before Next's own request listener. A body sent without Content-Length (chunked) is counted
 *    as it arrives and answered 413 once over its limit (streamedBodyLimit.ts).
 *
 * Installed once per process by src/instrumentation.ts (every `next start`, standalone and dev
 * server). Requests that arrive while the server is still starting, before instrumentation has
 * run, pass unstamped and unchecked (they count as client "unknown").
 */

const KB = 1024
const MB = 1024 * KB
/** Server actions of the site (enquiry forms: a few kilobytes at most). */
export const SITE_ACTION_BODY_LIMIT = 64 * KB
/** Payload's admin server functions carry a whole document's form state; = bodySizeLimit. */
export const ADMIN_ACTION_BODY_LIMIT = 1 * MB
/** Payload REST JSON bodies (sign-in, documents). */
export const API_JSON_BODY_LIMIT = 1 * MB
/** Payload REST multipart bodies: an upload of at most upload.limits.fileSize (10 MB) + fields. */
export const API_UPLOAD_BODY_LIMIT = 11 * MB
/** Any other request with a body. */
export const OTHER_BODY_LIMIT = 1 * MB

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** The largest body a request may carry, or undefined when it should carry none we limit. */
export function bodyLimitFor(
  method: string | undefined,
  url: string | undefined,
  headers: IncomingMessage['headers'],
): number | undefined {
  if (!method || !METHODS_WITH_BODY.has(method.toUpperCase())) return undefined
  const path = (url ?? '/').split('?')[0] ?? '/'
  if (headers['next-action']) {
    return path === '/admin' || path.startsWith('/admin/')
      ? ADMIN_ACTION_BODY_LIMIT
      : SITE_ACTION_BODY_LIMIT
  }
  if (path.startsWith('/api/')) {
    return String(headers['content-type'] ?? '').startsWith('multipart/form-data')
      ? API_UPLOAD_BODY_LIMIT
      : API_JSON_BODY_LIMIT
  }
  return OTHER_BODY_LIMIT
}

/**
 * Answers 413 when the declared body is over its limit (true when it did); a body without
 * Content-Length is counted as it streams in and answered 413 once over the limit.
 */
export function refuseOversizedBody(request: IncomingMessage, response: ServerResponse): boolean {
  const limit = bodyLimitFor(request.method, request.url, request.headers)
  if (limit === undefined) return false
  const declared = request.headers['content-length']
  if (declared === undefined) {
    limitStreamedBody(request, response, limit, (received) =>
      answerTooLarge(request, response, limit, `of ${received} B so far (chunked)`, {
        Connection: 'close',
      }),
    )
    return false
  }
  const length = Number(declared)
  if (!Number.isFinite(length) || length <= limit) return false
  answerTooLarge(request, response, limit, `of ${length} B`)
  // Read and drop what the client is still sending, so it gets the answer instead of a reset.
  request.once('end', cutConnectionUnlessDrained(request))
  request.resume()
  return true
}

function answerTooLarge(
  request: IncomingMessage,
  response: ServerResponse,
  limit: number,
  size: string,
  headers: Record<string, string> = {},
): void {
  console.warn(
    `[http] ${request.method} ${(request.url ?? '').split('?')[0]}: body ${size} over ` +
      `the limit of ${limit} B from ${request.socket.remoteAddress ?? 'unknown'}: 413`,
  )
  const body = JSON.stringify({
    errors: [{ message: `Požadavek je příliš velký (nejvýše ${Math.floor(limit / KB)} kB).` }],
  })
  response.writeHead(413, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    ...headers,
  })
  response.end(body)
}

type RequestStart = {
  request: IncomingMessage
  response: ServerResponse
  socket: Socket
  server: Server
}

const installedKey = Symbol.for('site602.httpGuardInstalled')
const guarded = new WeakSet<Server>()

function guardServer(server: Server): void {
  if (guarded.has(server)) return
  guarded.add(server)
  const emit = server.emit.bind(server) as (event: string | symbol, ...args: unknown[]) => boolean
  server.emit = ((event: string | symbol, ...args: unknown[]) => {
    if (event === 'request') {
      const [request, response] = args as [IncomingMessage, ServerResponse]
      if (refuseMalformedPath(request, response)) return true
      if (refuseOversizedBody(request, response)) return true
    }
    return emit(event, ...args)
  }) as typeof server.emit
}

export function stampSocketAddress(request: IncomingMessage, socket: Socket): void {
  const address = socket.remoteAddress
  if (address) request.headers[SOCKET_ADDRESS_HEADER] = address
  else delete request.headers[SOCKET_ADDRESS_HEADER]
}

export function installHttpGuard(): void {
  const store = globalThis as typeof globalThis & { [installedKey]?: boolean }
  if (store[installedKey]) return
  store[installedKey] = true
  subscribe('http.server.request.start', (message) => {
    const { request, socket, server } = message as RequestStart
    stampSocketAddress(request, socket)
    guardServer(server)
  })
}
