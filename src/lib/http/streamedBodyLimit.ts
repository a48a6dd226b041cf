import type { IncomingMessage, ServerResponse } from 'node:http'

type Push = IncomingMessage['push']

/**
 * Bounds a body that arrives without Content-Length (chunked), which no check of the headers
 * can judge. Node's HTTP parser hands every piece of a request body to `request.push`; counting
 * there sees each byte once, whoever reads the body and however (Next's action reader, the web
 * stream of a route handler, busboy), and holds nothing in memory.
 *
 * Over `limit`, `refuse` answers (413) and nothing more of the body reaches the app, not even its
 * end: a truncated body must never look complete. Once the answer is out the request is
 * destroyed, so the app's pending read fails as it does when a client goes away.
 */
export function limitStreamedBody(
  request: IncomingMessage,
  response: ServerResponse,
  limit: number,
  refuse: (received: number) => void,
): void {
  const push: Push = request.push.bind(request)
  let received = 0
  let refused = false
  request.push = ((chunk: unknown, encoding?: BufferEncoding) => {
    // Returning true keeps the parser reading (and dropping) what the client still sends, so
    // the client gets to read the answer rather than a reset.
    if (refused) return true
    if (chunk !== null && chunk !== undefined) {
      received += Buffer.isBuffer(chunk) ? chunk.length : Buffer.byteLength(String(chunk))
      if (received > limit) {
        refused = true
        if (!response.headersSent) refuse(received)
        if (response.writableFinished) setImmediate(() => request.destroy())
        else response.once('close', () => request.destroy())
        return true
      }
    }
    return push(chunk, encoding)
  }) as Push
}
