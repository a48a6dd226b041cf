import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Socket } from 'node:net'

import { clientAddress } from '@/lib/http/clientAddress'
import { levelEnabled, type LogLevel } from '@/lib/logging/logLevel'
import { runWithRequestContext } from '@/lib/logging/requestContext'
import { REQUEST_ID_HEADER, requestIdFor } from '@/lib/logging/requestId'
import { levelOfStatus, requestLogLine } from '@/lib/logging/requestLogLine'
import type { RoutePatternOf } from '@/lib/logging/routePattern'

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
 * reads; when the response is done or the connection closes, one JSON line is written (with
 * REQUEST_LOG=false only the id and the context). Every answer of the server is inside it, 413
 * and the drain's 503 included.
 */
export function handleLogged<T>(
  request: IncomingMessage,
  response: ServerResponse,
  handle: () => T,
  options: RequestLogOptions | null,
): T {
  const requestId = requestIdFor(request.headers[REQUEST_ID_HEADER])
  // Server code that reads the request's headers sees the same id as the log.
  request.headers[REQUEST_ID_HEADER] = requestId
  response.setHeader('X-Request-Id', requestId)
  if (options) logWhenClosed(request, response, requestId, options)
  return runWithRequestContext({ requestId }, handle)
}

function logWhenClosed(
  request: IncomingMessage,
  response: ServerResponse,
  requestId: string,
  options: RequestLogOptions,
): void {
  const started = performance.now()
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
}
