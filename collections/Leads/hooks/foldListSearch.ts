import type { CollectionBeforeOperationHook, Where } from 'payload'

import { foldLeadSearch } from '@/leads/leadSearchText'

/** The field the list searches (collections/Leads `listSearchableFields`). */
export const SEARCH_FIELD = 'searchText'

/** The operators whose value is text matched inside the field. */
const TEXT_OPERATORS = new Set(['like', 'not_like', 'contains'])

/**
 * A `where` with every text condition on `searchText` folded as the stored text is
 * (src/leads/leadSearchText.ts), however deep in `and`/`or` it sits: the list's search box
 * (`{ or: [{ searchText: { like } }] }`, Payload's mergeListSearchAndWhere), a REST query, a
 * saved filter. Only the value changes, never the query's shape.
 */
export function foldSearchWhere(where: Where): Where {
  const folded: Where = {}
  for (const [key, value] of Object.entries(where)) {
    if ((key === 'and' || key === 'or') && Array.isArray(value)) {
      folded[key] = value.map((each) => (isObject(each) ? foldSearchWhere(each as Where) : each))
    } else if (key === SEARCH_FIELD && isObject(value)) {
      folded[key] = Object.fromEntries(
        Object.entries(value).map(([operator, operand]) => [
          operator,
          TEXT_OPERATORS.has(operator) && typeof operand === 'string'
            ? foldLeadSearch(operand)
            : operand,
        ]),
      )
    } else {
      folded[key] = value
    }
  }
  return folded
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Reads and counts of leads compare the folded search value with the folded lead. */
export const foldListSearch: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation !== 'read' && operation !== 'count') return args
  const { where } = args as { where?: unknown }
  return isObject(where) ? { ...args, where: foldSearchWhere(where as Where) } : args
}
