import type { IncomingMessage, ServerResponse } from 'node:http'

/** Thrown by handlers; answered as JSON `{message}` with its status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

/** The `Idempotency-Key` a request carried (the site sends its lead's delivery id), or null. */
export function idempotencyKeyOf(req: IncomingMessage): string | null {
  const value = req.headers['idempotency-key']
  return typeof value === 'string' && value.length > 0 ? value.slice(0, 200) : null
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body)
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  })
  res.end(text)
}

export function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(html),
    'Cache-Control': 'no-store',
  })
  res.end(html)
}

export function sendFile(res: ServerResponse, body: Buffer, headers: Record<string, string>): void {
  res.writeHead(200, { ...headers, 'Content-Length': body.length })
  res.end(body)
}

export function sendNoContent(res: ServerResponse): void {
  res.writeHead(204)
  res.end()
}

/** 303 so that a form POST becomes a GET of the target. */
export function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { Location: location, 'Content-Length': 0 })
  res.end()
}

const MAX_BODY_BYTES = 1024 * 1024

export async function readRawBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    const buffer = chunk as Buffer
    size += buffer.length
    if (size > MAX_BODY_BYTES) throw new HttpError(413, 'Tělo požadavku je příliš velké.')
    chunks.push(buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

export type ParsedBody =
  { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'form'; value: URLSearchParams }

export function parseBody(raw: string, contentType: string | undefined): ParsedBody {
  if (raw.trim() === '') return { kind: 'none' }
  if (contentType?.includes('application/x-www-form-urlencoded')) {
    return { kind: 'form', value: new URLSearchParams(raw) }
  }
  try {
    return { kind: 'json', value: JSON.parse(raw) as unknown }
  } catch {
    throw new HttpError(400, 'Tělo požadavku není platný JSON.')
  }
}
