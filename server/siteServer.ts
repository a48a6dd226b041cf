import { createServer, type IncomingMessage, ServerResponse } from 'node:http'

import { SOCKET_ADDRESS_HEADER } from '@/lib/http/clientAddress'

import { refusingMalformedActions } from './actionBody'
import { LimitedBodyRequest, refuseOversizedBody } from './bodyLimit'
import {
  applyContentSecurityPolicy,
  type SitePolicies,
  withPerRequestScriptPolicy,
} from './contentSecurityPolicy'
import type { Drain } from './drain'
import { withSingleLocation } from './locationHeader'
import { refuseMalformedPath } from './malformedPath'
import { withOutageStatus } from './outageStatus'
import { handleLogged, type RequestLogOptions } from './requestLog'

/** Next's request handler (`app.getRequestHandler()`), or a test's stand-in. */
export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void>

/** The server's response class: the per-response jobs of this folder, no prototype touched. */
export const SiteResponse = withPerRequestScriptPolicy(
  withOutageStatus(withSingleLocation<typeof ServerResponse>(ServerResponse)),
)

/**
 * The one HTTP server of the site, in front of Next's request handler. In order, for every
 * request: the socket's address is stamped (clientAddress.ts says why X-Forwarded-For cannot
 * serve), the request id and log wrap everything below, a draining replica answers its probes
 * 503 (drain.ts), a broken path is 400 (malformedPath.ts), a body over its limit 413
 * (bodyLimit.ts), a server-action body React cannot decode 400 (actionBody.ts); the rest goes
 * to Next, whose 500 becomes 503 during a database outage (outageStatus.ts). Every answer
 * carries the deployment's Content-Security-Policy (contentSecurityPolicy.ts), which the
 * admin's (src/proxy.ts) replaces.
 */
/**
 * How long an idle keep-alive connection stays open. Node's 5 s closes connections that a client
 * (Varnish keeps idle backend connections 60 s; test clients and browsers reuse theirs) may be
 * sending a request on at that moment, which that client sees as a reset — a POST is then lost,
 * not retried. Longer than Varnish's backend_idle_timeout, so the proxy always closes first.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000

export function createSiteServer({
  handle,
  requestLog,
  drain,
  contentSecurityPolicy,
}: {
  handle: RequestHandler
  /** None: the test stand-ins of Next that do not render pages. */
  contentSecurityPolicy?: SitePolicies
  /** null: request ids and their context only, no log lines (REQUEST_LOG=false). */
  requestLog: RequestLogOptions | null
  drain: Drain
}) {
  // A server-action body React cannot decode is 400 before Next reads it (actionBody.ts).
  const handleChecked = refusingMalformedActions(handle)
  return createServer(
    {
      IncomingMessage: LimitedBodyRequest,
      ServerResponse: SiteResponse,
      keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
      // Node ties the header timeout to the keep-alive timeout: it must stay the longer one.
      headersTimeout: KEEP_ALIVE_TIMEOUT_MS + 1000,
    },
    (request, response) => {
      drain.track(response)
      if (contentSecurityPolicy) {
        applyContentSecurityPolicy(request, response, contentSecurityPolicy)
      }
      stampSocketAddress(request)
      handleLogged(
        request,
        response,
        () => {
          if (drain.answerProbe(request, response)) return
          if (refuseMalformedPath(request, response)) return
          if (refuseOversizedBody(request, response)) return
          drain.trackHandling(
            handleChecked(request, response).catch((error: unknown) => {
              // Next answers its own errors; this is a failure of the handler itself.
              console.error('[http] request handler failed:', error)
              if (!response.headersSent) response.writeHead(500)
              response.end()
            }),
          )
        },
        requestLog,
      )
    },
  )
}

/** The socket's address, over anything a client sent under that name. */
function stampSocketAddress(request: IncomingMessage): void {
  const address = request.socket.remoteAddress
  if (address) request.headers[SOCKET_ADDRESS_HEADER] = address
  else delete request.headers[SOCKET_ADDRESS_HEADER]
}
