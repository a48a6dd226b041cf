import type { IncomingMessage, ServerResponse } from 'node:http'

import { cutConnectionUnlessDrained } from './drainRefusedBody'

type Push = IncomingMessage['push']

/**
 * Bounds a body that arrives without Content-Length (chunked), which no check of the headers
 * can judge. Node's HTTP parser hands every piece of a request body to `request.push`; counting
 * there sees each byte once, whoever reads the body and however (Next's action reader, the web
 * stream of a route handler, busboy), and holds nothing in memory.
 *
 * Over `limit`, `refuse` answers (413) and nothing more of the body reaches the app, not even its
 * end: a truncated body must never look complete. The rest is read and dropped; once it has
 * ended (or the drain time is up) the request is destroyed, so the app's pending read fails as
 * it does when a client goes away. That destroys the connection too, so the 413 says
 * `Connection: close` (`refuse` must send it): a keep-alive client would otherwise send its next
 * request over a connection about to be cut.
 */
export function limitStreamedBody(
  request: IncomingMessage,
  response: ServerResponse,
  limit: number,
  refuse: (received: number) => void,
): void {
  const push: Push = request.push.bind(request)
  let received = 0
  let drained: (() => void) | null = null
  request.push = ((chunk: unknown, encoding?: BufferEncoding) => {
    if (drained) {
      if (chunk === null) {
        drained()
        setImmediate(() => request.destroy())
      }
      // true: the parser keeps reading, so the client can finish sending and read the answer
      return true
    }
    if (chunk !== null && chunk !== undefined) {
      received += Buffer.isBuffer(chunk) ? chunk.length : Buffer.byteLength(String(chunk))
      if (received > limit) {
        drained = cutConnectionUnlessDrained(request)
        keepReadingAfterAnswer(request)
        if (!response.headersSent) refuse(received)
        return true
      }
    }
    return push(chunk, encoding)
  }) as Push
}

/**
 * Node ends a `Connection: close` response with `socket.destroySoon()`, which closes the socket
 * as soon as the answer is out; the rest of the body would then meet a reset, and a client still
 * writing often loses the 413 (drainRefusedBody.ts). Only the sending side is closed here; the
 * drain above destroys the socket.
 */
function keepReadingAfterAnswer(request: IncomingMessage): void {
  const socket = request.socket
  socket.destroySoon = () => {
    if (socket.writable) socket.end()
  }
}
