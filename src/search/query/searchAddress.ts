import { normaliseSearchQuery } from './normaliseSearchQuery'
import { kindFromParam, kindParam, type SearchKind } from './searchKinds'

/** Highest page number served (deeper pages answer as page 1). */
export const MAX_RESULT_PAGE = 100

/** The canonical address of a results page: `/hledat?q=…&druh=…&strana=…` (defaults left out). */
export function searchHref(query: string, kind: SearchKind | null = null, page = 1): string {
  const params = new URLSearchParams()
  if (query) params.set('q', query)
  if (kind) params.set('druh', kindParam(kind))
  if (page > 1) params.set('strana', String(page))
  const search = params.toString()
  return search ? `/hledat?${search}` : '/hledat'
}

/** A page number from the address: whole numbers 1…MAX_RESULT_PAGE, anything else page 1. */
export function resultPage(raw: unknown): number {
  const text = Array.isArray(raw) ? raw[0] : raw
  if (typeof text !== 'string' || !/^\d{1,4}$/.test(text)) return 1
  const page = Number(text)
  return page >= 1 && page <= MAX_RESULT_PAGE ? page : 1
}

type Params = Record<string, string | string[] | undefined>

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/**
 * What /hledat's address asks for, and where to send it instead when it is not the canonical
 * address of that search (whitespace or control characters in the query, an invalid or default
 * page, unknown parameters): the HTTP cache keeps /hledat's query string, so each search has one
 * address. `kind` is undefined for an unknown `druh`, which stays (the page says it searched
 * everything).
 */
export function readSearchAddress(params: Params): {
  query: string
  kind: SearchKind | null | undefined
  page: number
  redirectTo: string | null
} {
  const rawQuery = first(params.q) ?? ''
  const query = normaliseSearchQuery(rawQuery)
  const kind = kindFromParam(first(params.druh))
  const rawPage = first(params.strana)
  const page = resultPage(rawPage)
  const canonical =
    Object.keys(params).every((key) => ['q', 'druh', 'strana'].includes(key)) &&
    !Object.values(params).some(Array.isArray) &&
    rawQuery === query &&
    (rawPage === undefined || (page > 1 && rawPage === String(page)))
  return {
    query,
    kind,
    page,
    redirectTo: canonical || kind === undefined ? null : searchHref(query, kind, page),
  }
}
