import type { FlattenedField, SanitizedConfig } from 'payload'
import { isNumber } from 'payload/shared'

import { adapterQueryProblem, queryShapesOf } from '@/upstream/payloadDrizzleQueryGaps'

import { parsePayloadQuery } from './payloadQuery'
import { numberProblem, selectionProblem, sortProblem, whereProblem } from './queryBounds'

/**
 * The REST read of a global's versions runs Payload's global `findVersions`, which has no
 * `beforeOperation` hook (payload 3.90.2): the route checks the same bounds here, with the query
 * read as Payload's handler reads it (`qs-esm`, numbers by `isNumber`). `search` is the query
 * string without `?` (or a method override's form body).
 */
export function globalVersionsQueryProblem(
  config: SanitizedConfig,
  globalSlug: string,
  search: string,
): string | null {
  const global = config.globals.find((candidate) => candidate.slug === globalSlug)
  if (!global) return null
  const query = parsePayloadQuery(search)
  const number = (value: unknown) => (isNumber(value) ? Number(value) : value)
  const fieldsOf = (slug: string): readonly FlattenedField[] | undefined =>
    config.collections.find((collection) => collection.slug === slug)?.flattenedFields
  return (
    whereProblem(query.where) ??
    sortProblem(query.sort) ??
    numberProblem('limit', number(query.limit)) ??
    numberProblem('page', number(query.page)) ??
    numberProblem('depth', number(query.depth)) ??
    selectionProblem('select', query.select) ??
    selectionProblem('populate', query.populate) ??
    adapterQueryProblem(
      query.where,
      queryShapesOf(global.flattenedFields, fieldsOf, 'version.'),
      true,
    )
  )
}
