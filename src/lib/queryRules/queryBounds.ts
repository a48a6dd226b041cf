import { validOperatorSet } from 'payload/shared'

import { exceedsJsonDepth, MAX_JSON_DEPTH } from './jsonDepth'

/**
 * The bounds of what a read or a bulk write may ask (`where`, `sort`, `limit`, `page`, `depth`,
 * `select`, `populate`): only what no error can express. A value of the wrong type, a path
 * Payload cannot query or a `sort` PostgreSQL cannot run is refused where it fails (the
 * database's SQLSTATE, Payload's QueryError: src/lib/queryRules/queryRefusal.ts); these bounds
 * keep out what would succeed too expensively or fail before any error could be mapped: sizes,
 * nesting (a deep value overflows the stack of Payload's recursive walkers), counts, NUL, and
 * operators outside Payload's own list (`validOperatorSet`: Payload ignores an unknown one, so
 * the query would silently match more than asked). Pure; a problem is a short Czech phrase that
 * never repeats request text.
 */

export const LIMITS = {
  /** `and`/`or` nesting; the admin's filter builder uses two. */
  whereNesting: 8,
  /** Conditions in one query, all levels together. */
  whereConditions: 200,
  /** Values in one `in`/`not_in`/`all` (qs turns more than 1,000 into an object anyway). */
  listValues: 1000,
  stringLength: 10_000,
  /** A field path (`layout.heading`, `meta.image.focalX`). */
  pathLength: 200,
  sortFields: 10,
  limit: 100_000,
  page: 10_000_000,
  /** Payload clamps to its `maxDepth` (10); more is refused only as nonsense. */
  depth: 100,
  /** `select`, `populate` and an operator's value (GeoJSON is the deepest honest one). */
  valueNesting: 10,
} as const

const FIELD_PATH = new RegExp(`^[\\w.]{1,${LIMITS.pathLength}}$`)
const SORT_ITEM = new RegExp(`^-?[\\w.]{1,${LIMITS.pathLength}}$`)

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A string too long or with NUL (PostgreSQL text cannot hold it), anywhere in `value`. */
function stringProblem(value: unknown): string | null {
  const stack: unknown[] = [value]
  while (stack.length > 0) {
    const node = stack.pop()
    if (typeof node === 'string') {
      if (node.includes('\u0000')) return 'znak NUL v hodnotě'
      if (node.length > LIMITS.stringLength) return 'příliš dlouhá hodnota'
    } else if (typeof node === 'object' && node !== null) {
      stack.push(...Object.keys(node), ...Object.values(node))
    }
  }
  return null
}

const LIST_OPERATORS = new Set(['in', 'not_in', 'all'])
const GEO_OPERATORS = new Set(['near', 'within', 'intersects'])

const isScalar = (value: unknown) =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value)

/** Payload's object notation for a polymorphic relationship: `{ relationTo, value }`. */
const isRelationValue = (value: unknown) =>
  isRecord(value) &&
  Object.keys(value).every((key) => key === 'relationTo' || key === 'value') &&
  Object.values(value).every(isScalar)

/**
 * One value for an operator that compares with one value, a value or a list of them for a list
 * operator: Payload's adapter calls string methods on what it gets (`like` splits it into
 * words) and throws a TypeError on a list or an object there. Geo operators take GeoJSON.
 */
function valueShapeProblem(operator: string, value: unknown): string | null {
  if (GEO_OPERATORS.has(operator)) return null
  const one = (item: unknown) => isScalar(item) || isRelationValue(item)
  const valid = LIST_OPERATORS.has(operator)
    ? one(value) || (Array.isArray(value) && value.every(one))
    : one(value)
  return valid ? null : `operátor \`${operator}\` nepřijímá tento tvar hodnoty`
}

function conditionProblem(path: string, condition: unknown): string | null {
  if (!FIELD_PATH.test(path)) return 'chybný název pole'
  if (!isRecord(condition)) return 'podmínce chybí operátor'
  const operators = Object.keys(condition)
  if (operators.length === 0) return 'podmínce chybí operátor'
  for (const operator of operators) {
    if (!validOperatorSet.has(operator as never)) return 'neznámý operátor'
    const value = condition[operator]
    if (exceedsJsonDepth(value, LIMITS.valueNesting)) return 'hodnota je vnořená příliš hluboko'
    const shape = valueShapeProblem(operator, value)
    if (shape) return shape
    const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : []
    if (list.length > LIMITS.listValues) return 'příliš mnoho hodnot v seznamu'
  }
  return null
}

/** Why `where` is out of bounds, or null. Iterative, so any input is measured safely. */
export function whereProblem(where: unknown): string | null {
  if (where === undefined || where === null) return null
  if (!isRecord(where)) return '`where` musí být objekt'
  if (exceedsJsonDepth(where, MAX_JSON_DEPTH)) return '`where` je vnořené příliš hluboko'
  const stack: Array<{ node: unknown; nesting: number }> = [{ node: where, nesting: 0 }]
  let conditions = 0
  while (stack.length > 0) {
    const { node, nesting } = stack.pop()!
    if (!isRecord(node)) return '`and`/`or` potřebují seznam podmínek'
    for (const [key, value] of Object.entries(node)) {
      if (key === 'and' || key === 'or') {
        if (nesting >= LIMITS.whereNesting) return '`and`/`or` jsou vnořené příliš hluboko'
        if (!Array.isArray(value)) return '`and`/`or` potřebují seznam podmínek'
        for (const child of value) stack.push({ node: child, nesting: nesting + 1 })
        continue
      }
      conditions += 1
      if (conditions > LIMITS.whereConditions) return 'příliš mnoho podmínek'
      const problem = conditionProblem(key, value)
      if (problem) return problem
    }
  }
  return stringProblem(where)
}

/** `sort`: at most ten field names, each optionally with `-`. */
export function sortProblem(sort: unknown): string | null {
  if (sort === undefined || sort === null) return null
  const list = typeof sort === 'string' ? sort.split(',') : sort
  if (!Array.isArray(list)) return '`sort` musí být názvy polí'
  if (list.length > LIMITS.sortFields) return '`sort` má příliš mnoho polí'
  const valid = list.every((item) => typeof item === 'string' && SORT_ITEM.test(item))
  return valid ? null : '`sort` musí být názvy polí'
}

/** `limit`, `page`, `depth`: whole numbers in range (Payload leaves a non-number as a string). */
export function numberProblem(name: 'limit' | 'page' | 'depth', value: unknown): string | null {
  if (value === undefined || value === null) return null
  const min = name === 'page' ? 1 : 0
  const max = LIMITS[name]
  const valid = typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
  return valid ? null : `\`${name}\` musí být celé číslo od ${min} do ${max}`
}

/** `select`, `populate`: bounded in nesting and text. */
export function selectionProblem(name: 'select' | 'populate', value: unknown): string | null {
  if (value === undefined || value === null) return null
  if (exceedsJsonDepth(value, LIMITS.valueNesting)) return `\`${name}\` je vnořené příliš hluboko`
  return stringProblem(value)
}

/** PostgreSQL `serial` ids and the `integer` columns that point at them: 0 to 2^31 - 1. */
export function isSerialId(value: unknown): boolean {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d{1,10}$/.test(value)
        ? Number(value)
        : NaN
  return Number.isInteger(number) && number >= 0 && number <= 2_147_483_647
}
