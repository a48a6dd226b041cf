import type { IncomingMessage, ServerResponse } from 'node:http'

import { LimitedBodyRequest } from './bodyLimit'
import { refusedFormPage } from './refusedFormPage'

/**
 * Server-action bodies are checked whole before Next decodes them. React's `decodeReply` /
 * `decodeAction` walk a reply recursively: a 5,000-level nested array overflows the stack, a row
 * that is not JSON, a root that is not an argument list or a reference to a row that was never
 * sent reject inside Next, and Next answers each with 500 and a stack in the log before any code
 * of ours runs. Here a request that may be an action (a `Next-Action` header, or a multipart
 * post to a page: a form without JavaScript) has its body held (LimitedBodyRequest, already
 * bounded in size by bodyLimit.ts), read, and answered 400 when:
 *
 * - a row React parses as JSON (the text body; multipart fields `0`, `1`, … and
 *   `$ACTION_<n>:<row>`) is not JSON, or nests deeper than its bound;
 * - the root row of a fetch action is not an array (the action's arguments);
 * - a string carries a React tag no form or admin call sends (server and temporary references,
 *   maps, sets, iterators, blobs, streams, typed arrays), or refers to a row the body does not
 *   hold or to an earlier one.
 *
 * What passes is handed to Next unchanged; each action then checks its arguments with zod
 * (src/lib/http/actionArguments.ts). A form without JavaScript is answered with a short Czech
 * page that leads back to the form; a fetch action with plain text.
 */

/** Site actions: [state, FormData] of an enquiry form is three levels deep. */
export const SITE_ACTION_MAX_DEPTH = 8
/** Payload's admin functions send a document's form state (rich text nests further). */
export const ADMIN_ACTION_MAX_DEPTH = 100

const isAdminPath = (path: string) => path === '/admin' || path.startsWith('/admin/')

/** True when Next would try this request as a server action (fetch, or a form's multipart post). */
export function mayBeServerAction(request: IncomingMessage): boolean {
  if (request.method !== 'POST') return false
  if (request.headers['next-action'] !== undefined) return true
  const path = (request.url ?? '/').split('?')[0] ?? '/'
  return (
    !path.startsWith('/api/') &&
    String(request.headers['content-type'] ?? '').startsWith('multipart/form-data')
  )
}

export type ActionBodyVerdict = { ok: true } | { ok: false; reason: string }

const refused = (reason: string): ActionBodyVerdict => ({ ok: false, reason })

/** The deepest nesting of arrays and objects in JSON text (strings skipped), without recursion. */
export function jsonDepth(text: string): number {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let index = 0; index < text.length; index += 1) {
    const character = text.charCodeAt(index)
    if (inString) {
      if (character === 0x5c)
        index += 1 // backslash: skip the escaped character
      else if (character === 0x22) inString = false
    } else if (character === 0x22) inString = true
    else if (character === 0x5b || character === 0x7b) deepest = Math.max(deepest, ++depth)
    else if (character === 0x5d || character === 0x7d) depth -= 1
  }
  return deepest
}

/**
 * What a string of React's reply format asks the decoder for (its `parseModelString`): nothing
 * else (`none`), another row of the body (its id), or something the check refuses. Self-contained
 * are `$$` (an escaped `$`), `$K` (a FormData's entries), `$D` (a date), `$I`nfinity,
 * `$-0`/`$-Infinity`, `$N`aN, `$u`ndefined, `$H` and a bigint `$n` of at most 300 digits. A
 * promise `$@` reads the row it names, as does `$<hex>` (React's default). Server and temporary
 * references, maps, sets, iterators, typed arrays, blobs and streams are refused: no form or
 * admin call sends them, and React rejects several of them with an error Next answers 500 (a
 * map of its own row, a reference nobody registered).
 */
function readsOf(string: string): number | 'none' | 'refused' {
  const tag = string[1] ?? ''
  if ('$KDINuH-'.includes(tag) && tag !== '') return 'none'
  if (tag === 'n') return /^\$n-?\d{1,300}$/.test(string) ? 'none' : 'refused'
  if (tag === '@') return hexRow(string.slice(2))
  if ('hTQWiAOoUSsLlGgMmVBRrXx'.includes(tag)) return 'refused'
  return hexRow(string.slice(1))
}

function hexRow(reference: string): number | 'refused' {
  const id = reference.split(':')[0] ?? ''
  return /^[0-9a-fA-F]{1,8}$/.test(id) ? Number.parseInt(id, 16) : 'refused'
}

/** Every string value inside a parsed row (React reads no tag in keys); depth is bounded. */
function* stringsOf(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value
  else if (Array.isArray(value)) for (const item of value) yield* stringsOf(item)
  else if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) yield* stringsOf(item)
  }
}

/** The rows of one reply by id, as React resolves `$<id>` and `$@<id>` in it. */
type Rows = Map<number, string>

function judgeRows(
  rows: Rows,
  { admin, rootIsArguments }: { admin: boolean; rootIsArguments: boolean },
) {
  const maxDepth = admin ? ADMIN_ACTION_MAX_DEPTH : SITE_ACTION_MAX_DEPTH
  for (const [id, text] of rows) {
    if (jsonDepth(text) > maxDepth) return refused(`row ${id} nests deeper than ${maxDepth}`)
    let value: unknown
    try {
      value = JSON.parse(text)
    } catch {
      return refused(`row ${id} is not JSON`)
    }
    if (id === 0 && rootIsArguments && !Array.isArray(value)) {
      return refused('the arguments are not a list')
    }
    for (const string of stringsOf(value)) {
      if (string[0] !== '$') continue
      const reads = readsOf(string)
      if (reads === 'refused') return refused(`row ${id} carries a tag no form sends`)
      if (reads === 'none') continue
      if (!rows.has(reads)) return refused(`row ${id} refers to a row not sent`)
      // React's client outlines a value into a later row; one that points back closes a
      // cycle the decoder rejects (a form's bound state naming its own action descriptor).
      if (reads < id) return refused(`row ${id} refers back to row ${reads}`)
    }
  }
  return { ok: true } as const
}

/** The JSON rows of a multipart action body: `<id>` (fetch) or `$ACTION_<n>:<id>` (a form). */
function rowsOfForm(form: FormData): Map<string, Rows> {
  const replies = new Map<string, Rows>()
  for (const [name, value] of form) {
    const row = /^(?:(\$ACTION_\d+:)|)(\d+)$/.exec(name)
    if (!row || typeof value !== 'string') continue
    const prefix = row[1] ?? ''
    const rows = replies.get(prefix) ?? new Map<number, string>()
    rows.set(Number(row[2]), value)
    replies.set(prefix, rows)
  }
  return replies
}

/** React's own bound on a form action's bound arguments (it throws past it). */
const MAX_BOUND_ARGUMENTS = 1000

/**
 * A form's action descriptor, row 0 of its `$ACTION_<n>:` rows: `{"id": …, "bound": …}` (Next
 * checks the id itself). React binds the row a `$@` bound names as the argument list: it must
 * be a list, of at most 1,000 arguments.
 */
function judgeDescriptor(rows: Rows): ActionBodyVerdict {
  const descriptor = JSON.parse(rows.get(0) ?? 'null') as unknown
  if (descriptor === null || typeof descriptor !== 'object' || Array.isArray(descriptor)) {
    return refused('the form names no action')
  }
  const { bound } = descriptor as { bound?: unknown }
  if (typeof bound !== 'string' || !bound.startsWith('$@')) return { ok: true }
  const row = readsOf(bound)
  const list = typeof row === 'number' ? (JSON.parse(rows.get(row) ?? 'null') as unknown) : null
  if (!Array.isArray(list) || list.length > MAX_BOUND_ARGUMENTS) {
    return refused('the form binds no argument list')
  }
  return { ok: true }
}

/** Whether Next may decode this action body; `path` tells the admin's functions from the site's. */
export async function judgeActionBody(
  body: Buffer,
  { path, contentType, fetchAction }: { path: string; contentType: string; fetchAction: boolean },
): Promise<ActionBodyVerdict> {
  const admin = isAdminPath(path)
  if (!contentType.startsWith('multipart/form-data')) {
    // Next decodes a non-multipart body only for a fetch action (as one row), and never a
    // url-encoded one.
    if (!fetchAction || contentType.startsWith('application/x-www-form-urlencoded')) {
      return { ok: true }
    }
    return judgeRows(new Map([[0, body.toString('utf8')]]), { admin, rootIsArguments: true })
  }
  let form: FormData
  try {
    form = await new Response(new Uint8Array(body), {
      headers: { 'content-type': contentType },
    }).formData()
  } catch {
    return refused('the multipart body cannot be read')
  }
  // `S<id>` fields carry the data of streams, which no form or admin call sends; React would
  // resolve a pending row with one unchecked.
  for (const name of form.keys()) {
    if (/^(?:\$ACTION_\d+:)?S\d+$/.test(name)) return refused('the body carries stream data')
  }
  for (const [prefix, rows] of rowsOfForm(form)) {
    const verdict = judgeRows(rows, { admin, rootIsArguments: fetchAction && prefix === '' })
    if (!verdict.ok) return verdict
    if (prefix !== '') {
      const verdict = judgeDescriptor(rows)
      if (!verdict.ok) return verdict
    }
  }
  if (fetchAction && !form.has('0')) return refused('the arguments are missing')
  return { ok: true }
}

/**
 * Wraps the app's handler: a request that may be a server action reaches it only with a body
 * `judgeActionBody` lets through. Every other request passes at once.
 */
export function refusingMalformedActions(
  handle: (request: IncomingMessage, response: ServerResponse) => Promise<void>,
) {
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    if (!mayBeServerAction(request) || !(request instanceof LimitedBodyRequest)) {
      return handle(request, response)
    }
    // Asked for in the request's own tick, before any piece of the body arrives.
    const body = await request.holdBody()
    // Refused over its size (bodyLimit.ts answers), or the client went away.
    if (body === null) return
    const path = (request.url ?? '/').split('?')[0] ?? '/'
    const fetchAction = request.headers['next-action'] !== undefined
    const verdict = await judgeActionBody(body, {
      path,
      contentType: String(request.headers['content-type'] ?? ''),
      fetchAction,
    })
    if (!verdict.ok) {
      refuseAction(request, response, { path, fetchAction, reason: verdict.reason })
      return
    }
    request.releaseBody(body)
    return handle(request, response)
  }
}

/** 400 with a short body; no stack, one log line that says why. */
function refuseAction(
  request: IncomingMessage,
  response: ServerResponse,
  { path, fetchAction, reason }: { path: string; fetchAction: boolean; reason: string },
): void {
  console.warn(
    `[http] POST ${path}: server-action body refused (${reason}) from ` +
      `${request.socket.remoteAddress ?? 'unknown'}: 400`,
  )
  const body = fetchAction
    ? 'Neplatný požadavek.'
    : refusedFormPage(path, 'Odeslaná data nemají podobu, kterou formulář posílá.')
  response.writeHead(400, {
    'Content-Type': fetchAction ? 'text/plain; charset=utf-8' : 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
  })
  response.end(body)
}
