import { subscribe } from 'node:diagnostics_channel'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { Socket } from 'node:net'

import { clientAddress } from '@/lib/http/clientAddress'

import { levelEnabled, type LogLevel } from './logLevel'
import { runWithRequestContext } from './requestContext'
import { REQUEST_ID_HEADER, requestIdFor } from './requestId'
import { levelOfStatus, requestLogLine } from './requestLogLine'
import type { RoutePatternOf } from './routePattern'

export type RequestLogOptions = {
  level: LogLevel
  trustedProxyHops: number
  routePatternOf: RoutePatternOf
  /** Where lines go (stdout; a test passes its own). */
  write?: (line: string) => void
}

const writeToStdout = (line: string) => {
  process.stdout.write(line)
}

/** nginx's code for "the client closed the connection before a response was sent". */
export const CLIENT_CLOSED_REQUEST = 499

const headerGetter = (request: IncomingMessage) => ({
  get(name: string): string | null {
    const value = request.headers[name]
    return Array.isArray(value) ? value.join(', ') : (value ?? null)
  },
})

/**
 * Around one request: its id (the edge's, when well-formed, else a new one) goes into the
 * response header and into the request context that server code (provider calls, error reports)
 * reads; when the response is done or the connection closes, one JSON line is written.
 */
export function handleLogged(
  request: IncomingMessage,
  response: ServerResponse,
  handle: () => boolean,
  options: RequestLogOptions,
): boolean {
  const started = performance.now()
  const requestId = requestIdFor(request.headers[REQUEST_ID_HEADER])
  // Server code that reads the request's headers sees the same id as the log.
  request.headers[REQUEST_ID_HEADER] = requestId
  response.setHeader('X-Request-Id', requestId)
  const socket: Socket | null = request.socket
  const bytesBefore = socket?.bytesWritten ?? 0
  response.once('close', () => {
    try {
      const aborted = !response.writableFinished
      const status = aborted && !response.headersSent ? CLIENT_CLOSED_REQUEST : response.statusCode
      if (!levelEnabled(levelOfStatus(status), options.level)) return
      const pathname = (request.url ?? '/').split('?', 1)[0] || '/'
      const cache = response.getHeader('x-nextjs-cache')
      ;(options.write ?? writeToStdout)(
        requestLogLine({
          method: request.method ?? 'GET',
          pathname,
          route: options.routePatternOf(pathname),
          status,
          durationMs: performance.now() - started,
          bytes: (socket?.bytesWritten ?? 0) - bytesBefore,
          cache: typeof cache === 'string' ? cache.toLowerCase() : null,
          client: clientAddress(headerGetter(request), options.trustedProxyHops) ?? null,
          requestId,
          aborted,
        }),
      )
    } catch {
      // A log line must never break serving; nothing else to do with the failure here.
    }
  })
  return runWithRequestContext({ requestId }, handle)
}

type RequestStart = { request: IncomingMessage; server: Server }

const installedKey = Symbol.for('site602.requestLogInstalled')
const wrapped = new WeakSet<Server>()

/**
 * Installed once per process by src/instrumentation.ts, after the HTTP guard (whose socket
 * address stamp the client address needs). Like the guard it wraps the server's `emit` the first
 * time Node announces a request on it, so it covers every way the server is started (npm start,
 * the Docker image, tests, benches) without a wrapper around server.js. Its wrapper is the outer
 * one: answers of the guard (413) are logged too.
 */
export function installRequestLog(options: RequestLogOptions): void {
  const holder = globalThis as typeof globalThis & { [installedKey]?: boolean }
  if (holder[installedKey]) return
  holder[installedKey] = true
  subscribe('http.server.request.start', (message) => {
    const { server } = message as RequestStart
    if (wrapped.has(server)) return
    wrapped.add(server)
    const emit = server.emit.bind(server) as (event: string | symbol, ...args: unknown[]) => boolean
    server.emit = ((event: string | symbol, ...args: unknown[]) => {
      if (event !== 'request') return emit(event, ...args)
      const [request, response] = args as [IncomingMessage, ServerResponse]
      return handleLogged(request, response, () => emit(event, ...args), options)
    }) as typeof server.emit
  })
}
