import type { SanitizedConfig } from 'payload'

import { parseBracketQuery } from './bracketQuery'
import { exceedsJsonDepth, MAX_JSON_DEPTH } from './jsonDepth'
import { queryContext } from './queryContext'
import { numberProblem, sortProblem, whereProblem } from './queryProblems'

/**
 * The REST read of a global's versions runs Payload's global `findVersions`, which has no
 * `beforeOperation` hook (payload 3.90.2): the route asks here instead, with the query read as
 * Payload reads it (`qs` brackets, `where` as JSON text, numbers from digits).
 */
export function globalVersionsQueryProblem(
  config: SanitizedConfig,
  globalSlug: string,
  search: URLSearchParams,
): string | null {
  const global = config.globals.find((candidate) => candidate.slug === globalSlug)
  if (!global) return null
  const query = parseBracketQuery(search)
  let where = query.where
  if (typeof where === 'string') {
    try {
      where = JSON.parse(where) as unknown
    } catch {
      return '`where` must be an object'
    }
  }
  if (exceedsJsonDepth(where, MAX_JSON_DEPTH)) return '`where` nests too deep'
  const number = (value: unknown) =>
    typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value))
      ? Number(value)
      : value
  const collectionOf = (slug: string) =>
    config.collections.find((collection) => collection.slug === slug)
  const context = queryContext(global, null, collectionOf, 'number')
  return (
    whereProblem(where, context) ??
    sortProblem(typeof query.sort === 'string' ? query.sort.split(',') : query.sort, context) ??
    numberProblem('limit', number(query.limit)) ??
    numberProblem('page', number(query.page)) ??
    numberProblem('depth', number(query.depth))
  )
}
