import { IncomingMessage, type ServerResponse } from 'node:http'

import {
  fileTooLarge,
  UPLOAD_FILE_SIZE_LIMIT,
  uploadRefusalErrors,
} from '@/lib/media/uploadRefusals'

import { isPlainFormPost, refusedFormPage } from './refusedFormPage'

/**
 * 413 for bodies over their limit, before Next reads them. Next enforces
 * `serverActions.bodySizeLimit` but answers a fetch action over it with 500; Payload's REST
 * handler reads a JSON body whole, with no limit.
 *
 * - A declared body (Content-Length) over its limit is answered at once; the rest the client is
 *   still sending is read and dropped, so it reads the answer instead of a reset.
 * - A body sent without Content-Length (chunked) is counted as it arrives (LimitedBodyRequest):
 *   once over its limit nothing more of it reaches the app, not even its end (a truncated body
 *   must never look complete); the rest is read and dropped and the 413 goes out when it has
 *   ended (or after DRAIN_MS), with `Connection: close`, which also ends the app's pending read.
 */

const KB = 1024
const MB = 1024 * KB
/** Server actions of the site (enquiry forms: a few kilobytes at most). */
export const SITE_ACTION_BODY_LIMIT = 64 * KB
/** Payload's admin server functions carry a whole document's form state; = bodySizeLimit. */
export const ADMIN_ACTION_BODY_LIMIT = 1 * MB
/** Payload REST JSON bodies (sign-in, documents). */
export const API_JSON_BODY_LIMIT = 1 * MB
/** Payload REST multipart bodies: an upload of at most upload.limits.fileSize + its fields. */
export const API_UPLOAD_BODY_LIMIT = UPLOAD_FILE_SIZE_LIMIT + 1 * MB
/** Any other request with a body. */
export const OTHER_BODY_LIMIT = 1 * MB

/** How long the rest of a refused body is read (and dropped) before the connection is cut. */
const DRAIN_MS = 5000

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

type StreamedLimit = { limit: number; received: number; refuse: (received: number) => void }

/**
 * The server's request class (http.createServer's `IncomingMessage` option). Node's HTTP parser
 * hands every piece of a body to `push`, so counting there sees each byte once, whoever reads
 * the body and however (Next's action reader, a route handler's web stream, busboy), and holds
 * nothing in memory.
 */
export class LimitedBodyRequest extends IncomingMessage {
  #limit: StreamedLimit | undefined
  #refused = false
  #drainTimer: NodeJS.Timeout | undefined
  #held: { chunks: Buffer[]; settle: (body: Buffer | null) => void } | undefined

  /**
   * Keeps the body from the app until `releaseBody`: resolves with it whole once it has ended,
   * or with null when it never will (over its limit, or the connection closed first). Asked for
   * before the first piece arrives (in the request's own tick), as `limitStreamedBody` is.
   */
  holdBody(): Promise<Buffer | null> {
    return new Promise((resolve) => {
      let settled = false
      const settle = (body: Buffer | null) => {
        if (settled) return
        settled = true
        this.#held = undefined
        resolve(body)
      }
      this.#held = { chunks: [], settle }
      this.once('close', () => settle(null))
    })
  }

  /** Hands a held body to the app as if it had just arrived. */
  releaseBody(body: Buffer): void {
    if (body.length > 0) super.push(body)
    super.push(null)
  }

  /** Counts the body from here on; over `limit`, `refuse` answers once the rest is dropped. */
  limitStreamedBody(limit: number, refuse: (received: number) => void): void {
    this.#limit = { limit, received: 0, refuse }
  }

  // `any`: Readable's own signature.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override push(chunk: any, encoding?: BufferEncoding): boolean {
    const limit = this.#limit
    if (!limit) return this.#deliver(chunk, encoding)
    if (this.#refused) {
      if (chunk === null) this.#answer()
      // true: the parser keeps reading, so the client can finish sending and read the answer
      return true
    }
    if (chunk !== null && chunk !== undefined) {
      limit.received += Buffer.isBuffer(chunk) ? chunk.length : Buffer.byteLength(String(chunk))
      if (limit.received > limit.limit) {
        this.#refused = true
        this.#held?.settle(null)
        this.#drainTimer = setTimeout(() => this.#answer(), DRAIN_MS)
        this.#drainTimer.unref()
        return true
      }
    }
    return this.#deliver(chunk, encoding)
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  #deliver(chunk: any, encoding?: BufferEncoding): boolean {
    const held = this.#held
    if (!held) return super.push(chunk, encoding)
    if (chunk === null) held.settle(Buffer.concat(held.chunks))
    else if (chunk !== undefined) {
      held.chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk), encoding))
    }
    return true
  }

  #answer(): void {
    clearTimeout(this.#drainTimer)
    const limit = this.#limit
    this.#limit = undefined
    limit?.refuse(limit.received)
  }
}

/**
 * Answers 413 when the declared body is over its limit (true when it did); a body without
 * Content-Length is counted as it streams in (LimitedBodyRequest) and refused once over.
 */
export function refuseOversizedBody(request: IncomingMessage, response: ServerResponse): boolean {
  const limit = bodyLimitFor(request.method, request.url, request.headers)
  if (limit === undefined) return false
  const declared = request.headers['content-length']
  if (declared === undefined) {
    if (request instanceof LimitedBodyRequest) {
      request.limitStreamedBody(limit, (received) => {
        if (response.headersSent) {
          request.destroy()
          return
        }
        // close: the request never ends for the app; the connection's end ends its read
        answerTooLarge(request, response, limit, `of ${received} B (chunked)`, {
          Connection: 'close',
        })
      })
    }
    return false
  }
  const length = Number(declared)
  if (!Number.isFinite(length) || length <= limit) return false
  answerTooLarge(request, response, limit, `of ${length} B`)
  // Read and drop what the client is still sending, so it gets the answer instead of a reset:
  // closing at once makes the kernel answer the unread rest with a reset, and a client still
  // writing then often loses the 413 (seen in `npm run abuse` under load). Cut after DRAIN_MS.
  const cut = setTimeout(() => request.socket.destroy(), DRAIN_MS)
  cut.unref()
  request.once('end', () => clearTimeout(cut))
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
  if (isPlainFormPost(request)) {
    // A form without JavaScript: the person reads a page, not JSON.
    const page = refusedFormPage(
      (request.url ?? '/').split('?')[0] ?? '/',
      `Formulář obsahuje víc dat, než je možné přijmout (nejvýše ${Math.floor(limit / KB)} kB).`,
    )
    response.writeHead(413, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': Buffer.byteLength(page),
      'Cache-Control': 'no-store',
      ...headers,
    })
    response.end(page)
    return
  }
  // An upload from the admin: the editor reads why under the file (src/lib/media/).
  const body = JSON.stringify({
    errors:
      limit === API_UPLOAD_BODY_LIMIT
        ? uploadRefusalErrors(fileTooLarge)
        : [{ message: `Požadavek je příliš velký (nejvýše ${Math.floor(limit / KB)} kB).` }],
  })
  response.writeHead(413, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    ...headers,
  })
  response.end(body)
}
