import type { SanitizedCollectionConfig, SanitizedConfig } from 'payload'

import { globalVersionsQueryProblem } from '@/lib/queryRules/globalVersionsQuery'
import { exceedsJsonDepth, jsonTextExceedsDepth, MAX_JSON_DEPTH } from '@/lib/queryRules/jsonDepth'
import { isSerialId } from '@/lib/queryRules/queryBounds'

/**
 * What must be refused before Payload's REST handler runs, because it fails there before any
 * operation (and so before the `beforeOperation` hooks of collections/shared/refuseBadQueries.ts,
 * which bound every query value):
 * - the path: a control character or an id that no collection can have (custom endpoints like
 *   `/:id/resend` read it themselves), versions of a collection or global that keeps none (no
 *   table to read);
 * - NUL anywhere in the query (PostgreSQL refuses NUL in text; custom endpoints read queries too);
 * - `where`/`data` sent as a string that is not a JSON object: Payload `JSON.parse`s them in the
 *   handler, a SyntaxError there is a 500;
 * - the same for a method-override request (`POST` + `X-HTTP-Method-Override: GET`), whose query
 *   is in its body: form-encoded, or JSON that Payload parses before anything else;
 * - a JSON body of a write nested past MAX_JSON_DEPTH: Payload's preferences endpoint
 *   (`/api/payload-preferences/:key`) reads its body with `req.json()` whatever the content type
 *   and runs no operation hook, and a 9,000-level value overflowed the stack.
 * Query values themselves (`where`, `sort`, `limit`, `page`, `depth`, ...) are the hook's, but
 * for the versions of a global, whose operation has no hook: those are checked here with the
 * same bounds (src/lib/queryRules/globalVersionsQuery.ts). What the database or Payload refuses
 * is answered 400 by the root `afterError` (collections/shared/czechPayloadErrors.ts).
 */

const CONTROL = /[\u0000-\u001f\u007f]/
// Payload's numeric ids (PostgreSQL serial): digits that fit an integer column.
const ID = { test: (segment: string) => /^\d+$/.test(segment) && isSerialId(segment) }

const answer = (status: 400 | 404, message: string) =>
  Response.json(
    { errors: [{ message }] },
    { status, headers: { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' } },
  )

// Czech, as every refusal people may read (Payload's own say the same: `error:notFound`).
export const REST_GUARD_MESSAGES = {
  badRequest: 'Neplatný požadavek.',
  notFound: 'Nenalezeno.',
} as const

const badRequest = () => answer(400, REST_GUARD_MESSAGES.badRequest)
const notFound = () => answer(404, REST_GUARD_MESSAGES.notFound)

const firstSegments = (collection: SanitizedCollectionConfig) =>
  (Array.isArray(collection.endpoints) ? collection.endpoints : []).map(
    (endpoint) => endpoint.path.split('/').filter(Boolean)[0] ?? '',
  )

/** The first path segments of a collection's endpoints that are words, not `:id`. */
const namedSegments = (collection: SanitizedCollectionConfig) =>
  new Set(firstSegments(collection).filter((segment) => segment && !segment.startsWith(':')))

/**
 * Whether an endpoint reads its first segment as something other than an id (Payload's
 * preferences: `/api/payload-preferences/:key`, keys like `collection-pages-94`).
 */
const takesKeys = (collection: SanitizedCollectionConfig) =>
  firstSegments(collection).some((segment) => segment.startsWith(':') && segment !== ':id')

const hasNumericIds = (collection: SanitizedCollectionConfig) =>
  !collection.fields.some((field) => 'name' in field && field.name === 'id')

/** A JSON text Payload would parse: an object, not nested past the bound. */
function isJsonObject(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null && !exceedsJsonDepth(value, MAX_JSON_DEPTH)
  } catch {
    return false
  }
}

function refusedQuery(search: URLSearchParams): Response | null {
  for (const [key, value] of search) {
    if (key.includes('\u0000') || value.includes('\u0000')) return badRequest()
    if ((key === 'where' || key === 'data') && !isJsonObject(value)) return badRequest()
  }
  return null
}

function refusedPath(config: SanitizedConfig, pathname: string): Response | null {
  let segments: string[]
  try {
    segments = pathname.split('/').filter(Boolean).map(decodeURIComponent)
  } catch {
    return badRequest()
  }
  if (segments.some((segment) => CONTROL.test(segment))) return notFound()

  const [api, slug, ...rest] = segments
  if (api !== 'api' || !slug) return null
  if (slug === 'globals') {
    const global = config.globals.find((candidate) => candidate.slug === rest[0])
    if (!global || rest[1] !== 'versions') return null
    if (!global.versions) return notFound()
    return rest[2] !== undefined && !ID.test(rest[2]) ? notFound() : null
  }
  const collection = config.collections.find((candidate) => candidate.slug === slug)
  if (!collection || rest.length === 0) return null
  if (rest[0] === 'versions') {
    if (!collection.versions) return notFound()
    return rest[1] !== undefined && hasNumericIds(collection) && !ID.test(rest[1])
      ? notFound()
      : null
  }
  if (namedSegments(collection).has(rest[0]!) || takesKeys(collection)) return null
  return hasNumericIds(collection) && !ID.test(rest[0]!) ? notFound() : null
}

/**
 * The 4xx answer to a REST request that would fail before Payload's operation could refuse it,
 * or null to let Payload (and the operation hooks) answer. `pathname` is the path as sent.
 */
export function refuseBadRestRequest(
  config: SanitizedConfig,
  pathname: string,
  search: URLSearchParams,
): Response | null {
  return (
    refusedPath(config, pathname) ??
    refusedQuery(search) ??
    refusedGlobalVersions(config, pathname, search)
  )
}

/** `/api/globals/<slug>/versions`: no operation hook reads that query (globalVersionsQuery.ts). */
function refusedGlobalVersions(
  config: SanitizedConfig,
  pathname: string,
  search: URLSearchParams,
): Response | null {
  const match = /^\/api\/globals\/([^/]+)\/versions\/?$/.exec(pathname)
  if (!match) return null
  const problem = globalVersionsQueryProblem(config, match[1]!, search.toString())
  return problem ? answer(400, `Neplatný dotaz: ${problem}.`) : null
}

const isMethodOverride = (request: Request) =>
  request.method === 'POST' &&
  (request.headers.get('X-HTTP-Method-Override') === 'GET' ||
    request.headers.get('X-Payload-HTTP-Method-Override') === 'GET')

const WRITES = new Set(['POST', 'PATCH', 'PUT'])

/** A write whose body is read as JSON: declared so, or by the preferences endpoint whatever it says. */
const hasJsonBody = (request: Request, pathname: string) =>
  WRITES.has(request.method) &&
  (request.headers.get('Content-Type')?.startsWith('application/json') === true ||
    /^\/api\/payload-preferences\//.test(pathname))

/**
 * The same for a whole request: path and query, a JSON body's nesting, and for a method
 * override its body, which Payload reads as the query (form-encoded) or parses as JSON before
 * any operation runs. The body is read from a clone; its size is bounded by the server
 * (server/bodyLimit.ts).
 */
export async function refuseBadRestCall(
  config: SanitizedConfig,
  request: Request,
): Promise<Response | null> {
  const url = new URL(request.url)
  const refused = refuseBadRestRequest(config, url.pathname, url.searchParams)
  const override = isMethodOverride(request)
  if (refused || (!override && !hasJsonBody(request, url.pathname))) return refused
  const type = request.headers.get('Content-Type')
  let body: string
  try {
    body = await request.clone().text()
  } catch {
    return badRequest()
  }
  if (!override) {
    return jsonTextExceedsDepth(body)
      ? answer(400, 'Neplatná data: JSON je vnořený příliš hluboko.')
      : null
  }
  if (type === 'application/x-www-form-urlencoded') {
    const search = new URLSearchParams(body)
    return refusedQuery(search) ?? refusedGlobalVersions(config, url.pathname, search)
  }
  if (type === 'application/json') return isJsonObject(body) ? null : badRequest()
  return null
}

/**
 * Payload answers 501 ("Cannot GET <the server's own URL>") for a collection whose REST
 * endpoints are off (its migrations): to a client that is simply a route that does not exist.
 * Its own 404 for a route it does not know is English ("Route not found …") and shaped unlike
 * its refusals (`{ message }`, no `errors`): told by that shape, answered as ours.
 */
export async function unknownRouteAsNotFound(response: Response): Promise<Response> {
  if (response.status === 501) return notFound()
  if (response.status !== 404) return response
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null)
  const refusal = typeof body === 'object' && body !== null && 'errors' in body
  if (refusal) return response
  const czech = notFound()
  // Payload's CORS headers stay: a trusted origin reads the answer as before.
  for (const [name, value] of response.headers) {
    if (name.startsWith('access-control-')) czech.headers.set(name, value)
  }
  return czech
}
