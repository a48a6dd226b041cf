import type { SanitizedCollectionConfig, SanitizedConfig } from 'payload'

/**
 * Requests to Payload's REST API that Payload would answer with 500, refused first with a short
 * 4xx (and nothing logged): the values reach PostgreSQL unchecked, which then fails the query
 * (`/api/pages/abc`: id NaN; `?page=-1`: a negative offset; `?limit=1e20`: out of range;
 * `%00` anywhere: PostgreSQL refuses NUL in text; `?where=abc`: not an object), and a version of
 * a collection or global that keeps none has no table to read. This is a rule per kind of value,
 * not a list of the requests that failed; tests/e2e/badRequests.spec.ts sweeps every collection,
 * global and site route handler with such values.
 */

const CONTROL = /[\u0000-\u001f\u007f]/
// Payload's numeric ids (PostgreSQL serial) and page numbers: digits that fit an integer column.
const ID = /^\d{1,15}$/
const COUNT = /^\d{1,9}$/
const PAGE = /^[1-9]\d{0,8}$/

const answer = (status: 400 | 404, message: string) =>
  Response.json(
    { errors: [{ message }] },
    { status, headers: { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' } },
  )

const badRequest = () => answer(400, 'Bad request.')
const notFound = () => answer(404, 'Not Found')

/** The first path segments of a collection's endpoints that are words, not `:id`. */
function namedSegments(collection: SanitizedCollectionConfig): Set<string> {
  const endpoints = Array.isArray(collection.endpoints) ? collection.endpoints : []
  return new Set(
    endpoints
      .map((endpoint) => endpoint.path.split('/').filter(Boolean)[0] ?? '')
      .filter((segment) => segment && !segment.startsWith(':')),
  )
}

const hasNumericIds = (collection: SanitizedCollectionConfig) =>
  !collection.fields.some((field) => 'name' in field && field.name === 'id')

/** Geometry operators: only a point field can take them; on any other field the query fails. */
const GEO_CONDITION = /^where.*\[(near|within|intersects)\]$/

type FieldTree = { type?: string; fields?: FieldTree[]; tabs?: FieldTree[]; blocks?: FieldTree[] }
const containsPointField = (fields: readonly FieldTree[] | undefined): boolean =>
  (fields ?? []).some(
    (field) =>
      field.type === 'point' ||
      containsPointField(field.fields) ||
      containsPointField(field.tabs) ||
      containsPointField(field.blocks),
  )

/** Whether any collection of the config has a point field, at any depth (computed once). */
const pointFieldsOf = new WeakMap<SanitizedConfig, boolean>()
function hasPointFields(config: SanitizedConfig): boolean {
  let known = pointFieldsOf.get(config)
  if (known === undefined) {
    known = config.collections.some((collection) => containsPointField(collection.fields))
    pointFieldsOf.set(config, known)
  }
  return known
}

/** Whether a query key names an id inside `where` (`where[id][in]`, `where[or][0][id][equals]`). */
const isIdCondition = (key: string) => key.startsWith('where') && /\[id\]\[\w+\]$/.test(key)

function refusedQuery(config: SanitizedConfig, search: URLSearchParams): Response | null {
  for (const [key, value] of search) {
    if (GEO_CONDITION.test(key) && !hasPointFields(config)) return badRequest()
    if (key.includes('\u0000') || value.includes('\u0000')) return badRequest()
    if (key === 'where') return badRequest()
    if ((key === 'limit' || key === 'depth') && !COUNT.test(value)) return badRequest()
    if (key === 'page' && !PAGE.test(value)) return badRequest()
    if (isIdCondition(key) && !value.split(',').every((id) => ID.test(id))) return badRequest()
  }
  return null
}

/**
 * The 4xx answer to a REST request that Payload would fail with 500, or null to let Payload
 * answer. `pathname` is the request's path as sent (still percent-encoded).
 */
export function refuseBadRestRequest(
  config: SanitizedConfig,
  pathname: string,
  search: URLSearchParams,
): Response | null {
  let segments: string[]
  try {
    segments = pathname.split('/').filter(Boolean).map(decodeURIComponent)
  } catch {
    return badRequest()
  }
  if (segments.some((segment) => CONTROL.test(segment))) return notFound()
  const refused = refusedQuery(config, search)
  if (refused) return refused

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
  if (namedSegments(collection).has(rest[0]!)) return null
  return hasNumericIds(collection) && !ID.test(rest[0]!) ? notFound() : null
}

/**
 * Payload answers 501 ("Cannot GET <the server's own URL>") for a collection whose REST
 * endpoints are off (its migrations): to a client that is simply a route that does not exist.
 */
export function notImplementedAsNotFound(response: Response): Response {
  return response.status === 501 ? notFound() : response
}
