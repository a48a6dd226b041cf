import type { IncomingMessage } from 'node:http'

/** How long the rest of a refused body is read (and dropped) before the connection is cut. */
const DRAIN_MS = 5000

/**
 * After a 413 the client is usually still sending. Closing the connection at once makes the
 * kernel answer the unread rest with a reset, and a client still writing then often loses the
 * 413 to EPIPE / ECONNRESET (seen in `npm run abuse` under load). So the connection stays open
 * while the rest arrives and is dropped, nothing kept, for at most DRAIN_MS; then it is cut.
 * Call the returned function when the body has ended: the connection then lives on as usual.
 */
export function cutConnectionUnlessDrained(request: IncomingMessage): () => void {
  const timer = setTimeout(() => request.socket.destroy(), DRAIN_MS)
  timer.unref()
  return () => clearTimeout(timer)
}
