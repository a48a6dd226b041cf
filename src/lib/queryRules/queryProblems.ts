import type { FlattenedField } from 'payload'

import { exceedsJsonDepth, MAX_JSON_DEPTH } from './jsonDepth'

/**
 * The rules for what a read or a bulk write may ask of a collection or global: `where`, `sort`,
 * `limit`, `page`, `depth`, `select`, `populate`, `draft`. Each value is checked against the
 * fields it names (their type, options, ids), so nothing reaches PostgreSQL that it would fail
 * with a 500 (`_status in x,y` is not an enum value, `all` on a single text, an object inside
 * `in`, `contains` on a select of many). Pure: the hook in collections/shared/ hands the fields in
 * and turns a problem into a 400. A problem is a short English phrase; the hook adds the Czech.
 */

export type QueryContext = {
  /** The collection's or global's fields, as Payload flattened them. */
  fields: readonly FlattenedField[]
  /** Fields of another collection, for relationship paths (`author.name`) and `populate`. */
  fieldsOf: (slug: string) => readonly FlattenedField[] | undefined
  /** Type of this entity's ids (PostgreSQL: serial numbers unless a field named `id` says else). */
  idType: 'number' | 'text'
  /** Type of another collection's ids. */
  idTypeOf: (slug: string) => 'number' | 'text'
}

export const LIMITS = {
  /** `and`/`or` nesting; the admin's filter builder uses two. */
  whereNesting: 8,
  /** Conditions in one query, all levels together. */
  whereConditions: 200,
  /** Values in one `in`/`not_in`/`all` (qs turns more than 1,000 into an object anyway). */
  listValues: 1000,
  stringLength: 10_000,
  sortFields: 10,
  limit: 100_000,
  page: 10_000_000,
  /** Payload clamps to its `maxDepth` (10); more is refused only as nonsense. */
  depth: 100,
  selectNesting: 10,
} as const

const OPERATORS = new Set([
  'equals',
  'not_equals',
  'in',
  'not_in',
  'all',
  'exists',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'like',
  'not_like',
  'contains',
  'near',
  'within',
  'intersects',
])
const LIST_OPERATORS = new Set(['in', 'not_in', 'all'])
const RANGE_OPERATORS = new Set([
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
])
const TEXT_OPERATORS = new Set(['like', 'not_like', 'contains'])
const GEO_OPERATORS = new Set(['near', 'within', 'intersects'])

/** What a path in a query ends on, reduced to what decides which values are valid. */
type Target =
  | { kind: 'text'; hasMany: boolean }
  | { kind: 'number'; hasMany: boolean }
  | { kind: 'id'; idType: 'number' | 'text'; hasMany: boolean }
  | { kind: 'date' }
  | { kind: 'checkbox' }
  | { kind: 'select'; options: ReadonlySet<string>; hasMany: boolean }
  | { kind: 'point' }
  /** A group, array, blocks or join field itself: nothing to compare. */
  | { kind: 'container' }
  /**
   * Inside a JSON or rich-text column (`input.doc.value`): Payload writes these as raw SQL/JSON
   * path text (@payloadcms/drizzle createJSONQuery), which PostgreSQL fails on for operators it
   * has no JSON path form for, comma lists, and regex-special `like` values.
   */
  | { kind: 'jsonPath' }
  /** The JSON or rich-text column itself: compared as jsonb, only `exists` is safe. */
  | { kind: 'jsonColumn' }
  /** A path we cannot follow (Payload answers 400 to unknown paths itself): scalars only. */
  | { kind: 'unknown' }

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const optionValues = (options: unknown): Set<string> =>
  new Set(
    (Array.isArray(options) ? options : []).map((option: unknown) =>
      isRecord(option) ? String(option.value) : String(option),
    ),
  )

const idTypeOfFields = (fields: readonly FlattenedField[], fallback: 'number' | 'text') => {
  const id = fields.find((field) => field.name === 'id')
  if (!id) return fallback
  return id.type === 'number' ? 'number' : 'text'
}

/** Follows a dotted path (`seo.title`, `layout.blockType`, `author.name`) to what it names. */
function resolvePath(path: string, context: QueryContext): Target {
  const segments = path.replace(/__/g, '.').split('.')
  let fields: readonly FlattenedField[] = context.fields
  let idType = context.idType
  for (let index = 0; index < segments.length; index++) {
    const name = segments[index] === '_id' ? 'id' : segments[index]!
    const rest = segments.length - index - 1
    const field = fields.find((candidate) => candidate.name === name)
    if (!field) {
      if (name === 'id' && rest === 0) return { kind: 'id', idType, hasMany: false }
      return { kind: 'unknown' }
    }
    const hasMany = 'hasMany' in field && field.hasMany === true
    switch (field.type) {
      case 'group':
      case 'tab':
      case 'array':
        if (rest === 0) return { kind: 'container' }
        fields = field.flattenedFields
        idType = 'text'
        continue
      case 'blocks': {
        if (rest === 0) return { kind: 'container' }
        const blocks = (field.blocks ?? []).filter(isRecord) as Array<{
          slug: string
          flattenedFields?: FlattenedField[]
        }>
        // @payloadcms/drizzle looks the value up as a block and fails (500) on any other.
        if (segments[index + 1] === 'blockType' && rest === 1) {
          return {
            kind: 'select',
            options: new Set(blocks.map((block) => block.slug)),
            hasMany: false,
          }
        }
        fields = blocks.flatMap((block) => block.flattenedFields ?? [])
        idType = 'text'
        continue
      }
      case 'relationship':
      case 'upload': {
        const relationTo = field.relationTo
        if (typeof relationTo === 'string') {
          const targetIdType = context.idTypeOf(relationTo)
          if (rest === 0) return { kind: 'id', idType: targetIdType, hasMany }
          const related = context.fieldsOf(relationTo)
          if (!related) return { kind: 'unknown' }
          fields = related
          idType = targetIdType
          continue
        }
        // Several collections: `rel.relationTo` is one of their slugs, `rel.value` an id.
        if (rest === 1 && segments[index + 1] === 'relationTo') {
          return { kind: 'select', options: new Set(relationTo), hasMany: false }
        }
        if (rest === 1 && segments[index + 1] === 'value') {
          const types = new Set(relationTo.map((slug) => context.idTypeOf(slug)))
          return { kind: 'id', idType: types.has('text') ? 'text' : 'number', hasMany: false }
        }
        return rest === 0 ? { kind: 'container' } : { kind: 'unknown' }
      }
      case 'join':
        return rest === 0 ? { kind: 'container' } : { kind: 'unknown' }
      case 'number':
        return rest === 0 ? { kind: 'number', hasMany } : { kind: 'unknown' }
      case 'date':
        return rest === 0 ? { kind: 'date' } : { kind: 'unknown' }
      case 'checkbox':
        return rest === 0 ? { kind: 'checkbox' } : { kind: 'unknown' }
      case 'select':
      case 'radio':
        return rest === 0
          ? { kind: 'select', options: optionValues(field.options), hasMany }
          : { kind: 'unknown' }
      case 'point':
        return rest === 0 ? { kind: 'point' } : { kind: 'unknown' }
      case 'json':
      case 'richText':
        return rest === 0 ? { kind: 'jsonColumn' } : { kind: 'jsonPath' }
      default:
        // text, textarea, email, code
        if (name === 'id' && rest === 0) return { kind: 'id', idType, hasMany: false }
        return rest === 0 ? { kind: 'text', hasMany } : { kind: 'unknown' }
    }
  }
  return { kind: 'unknown' }
}

const NUMBER = /^-?\d{1,15}(\.\d{1,15})?$/

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

function scalarProblem(value: unknown, target: Target): string | null {
  if (value === null) return null
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return 'NUL in a value'
    if (value.length > LIMITS.stringLength) return 'a value too long'
  }
  switch (target.kind) {
    case 'number':
      if (typeof value === 'number') return Number.isFinite(value) ? null : 'not a number'
      return typeof value === 'string' && NUMBER.test(value.trim()) ? null : 'not a number'
    case 'id':
      if (target.idType === 'text') {
        return typeof value === 'string' || typeof value === 'number' ? null : 'not an id'
      }
      return isSerialId(value) ? null : 'not an id'
    case 'date': {
      if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'not a date' : null
      if (typeof value !== 'string' && typeof value !== 'number') return 'not a date'
      const time = new Date(value).getTime()
      const year = new Date(time).getUTCFullYear()
      return Number.isNaN(time) || year < 1 || year > 9999 ? 'not a date' : null
    }
    case 'checkbox':
      return value === true || value === false || value === 'true' || value === 'false'
        ? null
        : 'not true or false'
    case 'select':
      return typeof value === 'string' && target.options.has(value)
        ? null
        : 'not one of the options'
    default:
      return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
        ? null
        : 'not a plain value'
  }
}

const isTextLike = (target: Target) => target.kind === 'text' || target.kind === 'unknown'
const isRangeable = (target: Target) =>
  target.kind === 'number' || target.kind === 'id' || target.kind === 'date' || isTextLike(target)
const isMany = (target: Target) => 'hasMany' in target && target.hasMany

function geoProblem(operator: string, value: unknown): string | null {
  if (operator === 'near') {
    const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : []
    const numbers = parts.map((part) => (typeof part === 'number' ? part : Number(part)))
    const valid = numbers.length >= 2 && numbers.length <= 4 && numbers.every(Number.isFinite)
    return valid ? null : '`near` needs longitude,latitude[,max,min]'
  }
  const valid =
    isRecord(value) &&
    typeof value.type === 'string' &&
    Array.isArray(value.coordinates) &&
    !exceedsJsonDepth(value.coordinates, 4)
  return valid ? null : `\`${operator}\` needs a GeoJSON geometry`
}

const JSON_PATH_OPERATORS = new Set(['equals', 'not_equals', 'like', 'not_like', 'in', 'not_in'])
// What @payloadcms/drizzle lets into a JSON path (its SAFE_STRING_REGEX), without `+`: a `like`
// becomes `like_regex "(?i)<value>"`, where a leading `+` is an invalid regular expression.
const JSON_PATH_STRING = /^[\w @.\-:]{0,200}$/

const TEXT: Target = { kind: 'text', hasMany: false }

function jsonPathProblem(operator: string, value: unknown): string | null {
  if (!JSON_PATH_OPERATORS.has(operator)) return `\`${operator}\` inside JSON`
  const values = LIST_OPERATORS.has(operator) ? value : [value]
  if (!Array.isArray(values)) return `\`${operator}\` inside JSON needs a list`
  if (values.length > LIMITS.listValues) return `\`${operator}\` has too many values`
  for (const item of values) {
    const valid =
      item === null ||
      typeof item === 'boolean' ||
      (typeof item === 'number' && Number.isFinite(item)) ||
      (typeof item === 'string' && JSON_PATH_STRING.test(item))
    if (!valid) return 'letters, digits, spaces and @.-:_ only inside JSON'
  }
  return null
}

function conditionProblem(path: string, condition: unknown, context: QueryContext): string | null {
  if (path.includes('\u0000') || !/^[\w.]{1,200}$/.test(path)) return 'a malformed field name'
  if (!isRecord(condition)) return `\`${path}\` needs an operator`
  const target = resolvePath(path, context)
  const operators = Object.keys(condition)
  if (operators.length === 0) return `\`${path}\` needs an operator`
  for (const operator of operators) {
    const value = condition[operator]
    // Only checked names are echoed: a reason never repeats arbitrary request text.
    if (!OPERATORS.has(operator)) return `unknown operator on \`${path}\``
    // A group, list or blocks field has no column: @payloadcms/drizzle fails (an APIError
    // without a status: 500) on any condition on it, `exists` included.
    if (target.kind === 'container') return `\`${path}\` holds fields: query one of them`
    if (target.kind === 'jsonColumn' && operator !== 'exists') {
      return `\`${path}\` can only be tested with \`exists\``
    }
    if (target.kind === 'jsonPath' && operator !== 'exists') {
      const problem = jsonPathProblem(operator, value)
      if (problem) return `\`${path}\`: ${problem}`
      continue
    }
    if (operator === 'exists') {
      if (![true, false, 'true', 'false'].includes(value as never)) {
        return '`exists` needs true or false'
      }
      continue
    }
    if (GEO_OPERATORS.has(operator)) {
      if (target.kind !== 'point') return `\`${operator}\` needs a point field`
      const problem = geoProblem(operator, value)
      if (problem) return problem
      continue
    }
    if (target.kind === 'point') return `\`${operator}\` on a point field`
    // The admin's list search sends `id like <text>` where a collection has no title field;
    // Payload turns `like` on numbers and ids into `equals`, and a non-number into no match.
    if (operator === 'like' && (target.kind === 'number' || target.kind === 'id')) {
      const numeric = typeof value === 'string' && !Number.isNaN(Number(value))
      if (typeof value !== 'string') return '`like` needs text'
      // Only the document's own id gets that no-match: on a relationship (`photo`, `photo.id`)
      // Payload queries the number NaN, which PostgreSQL refuses (500).
      if (!numeric && target.kind === 'id' && target.idType === 'number' && path !== 'id') {
        return `\`${path}\`: not an id`
      }
      const problem = numeric ? scalarProblem(value, target) : scalarProblem(value, TEXT)
      if (problem) return `\`${path}\`: ${problem}`
      continue
    }
    if (TEXT_OPERATORS.has(operator) && (!isTextLike(target) || isMany(target))) {
      return `\`${operator}\` needs a text field (\`${path}\`)`
    }
    if (RANGE_OPERATORS.has(operator) && !isRangeable(target)) {
      return `\`${operator}\` on \`${path}\``
    }
    // PostgreSQL's adapter has no `all` (@payloadcms/drizzle operatorMap: `// all: all`).
    if (operator === 'all') return '`all` is not supported; use `in`'
    if (LIST_OPERATORS.has(operator)) {
      const list = Array.isArray(value)
        ? value
        : typeof value === 'string' || typeof value === 'number'
          ? String(value).split(',')
          : null
      if (!list) return `\`${operator}\` needs a list`
      if (list.length > LIMITS.listValues) return `\`${operator}\` has too many values`
      for (const item of list) {
        const problem = scalarProblem(item, target)
        if (problem) return `\`${path}\`: ${problem}`
      }
      continue
    }
    if (Array.isArray(value) || (isRecord(value) && !(value instanceof Date))) {
      return `\`${operator}\` needs a single value`
    }
    // `like`/`contains` take any text, whatever the field's options.
    const problem = TEXT_OPERATORS.has(operator)
      ? scalarProblem(value, { kind: 'text', hasMany: false })
      : scalarProblem(value, target)
    if (problem) return `\`${path}\`: ${problem}`
  }
  return null
}

/** Why `where` cannot be run against these fields, or null. Iterative, bounded in size. */
export function whereProblem(where: unknown, context: QueryContext): string | null {
  if (where === undefined || where === null) return null
  if (!isRecord(where)) return '`where` must be an object'
  if (exceedsJsonDepth(where, MAX_JSON_DEPTH)) return '`where` nests too deep'
  const stack: Array<{ node: unknown; nesting: number }> = [{ node: where, nesting: 0 }]
  let conditions = 0
  while (stack.length > 0) {
    const { node, nesting } = stack.pop()!
    if (!isRecord(node)) return '`and`/`or` need a list of conditions'
    for (const [key, value] of Object.entries(node)) {
      if (key === 'and' || key === 'or') {
        if (nesting >= LIMITS.whereNesting) return '`and`/`or` nest too deep'
        if (!Array.isArray(value)) return `\`${key}\` needs a list of conditions`
        for (const child of value) stack.push({ node: child, nesting: nesting + 1 })
        continue
      }
      conditions += 1
      if (conditions > LIMITS.whereConditions) return 'too many conditions'
      const problem = conditionProblem(key, value, context)
      if (problem) return problem
    }
  }
  return null
}

/** `sort`: names of this entity's fields, optionally with `-`; never a group or list itself. */
export function sortProblem(sort: unknown, context: QueryContext): string | null {
  if (sort === undefined || sort === null) return null
  const list = typeof sort === 'string' ? sort.split(',') : sort
  if (!Array.isArray(list)) return '`sort` must be field names'
  if (list.length > LIMITS.sortFields) return '`sort` has too many fields'
  for (const item of list) {
    if (typeof item !== 'string' || !/^-?[\w.]{1,200}$/.test(item))
      return '`sort` must be field names'
    const target = resolvePath(item.replace(/^-/, ''), context)
    // Payload's sort validation skips paths it cannot resolve; the database would not.
    if (['container', 'point', 'unknown', 'jsonPath'].includes(target.kind) || isMany(target)) {
      return `cannot sort by \`${item.slice(0, 40)}\``
    }
  }
  return null
}

/** `limit`, `page`, `depth`: whole numbers in range (Payload leaves a non-number as a string). */
export function numberProblem(name: 'limit' | 'page' | 'depth', value: unknown): string | null {
  if (value === undefined || value === null) return null
  const min = name === 'page' ? 1 : 0
  const max = LIMITS[name]
  const valid = typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
  return valid ? null : `\`${name}\` must be a whole number from ${min} to ${max}`
}

function selectShapeProblem(select: unknown, name: string): string | null {
  if (!isRecord(select)) return `\`${name}\` must be an object`
  if (exceedsJsonDepth(select, LIMITS.selectNesting)) return `\`${name}\` nests too deep`
  const stack: unknown[] = [select]
  while (stack.length > 0) {
    const node = stack.pop()
    if (!isRecord(node)) return `\`${name}\` must be an object`
    for (const [key, value] of Object.entries(node)) {
      if (!/^\w{1,200}$/.test(key)) return `\`${name}\` must name fields`
      if (typeof value === 'boolean') continue
      if (!isRecord(value)) return `\`${name}\` takes true or false`
      stack.push(value)
    }
  }
  return null
}

/** `select`: field names to true/false, nested for groups; `populate`: the same per collection. */
export function selectProblem(select: unknown): string | null {
  if (select === undefined || select === null) return null
  return selectShapeProblem(select, 'select')
}

export function populateProblem(populate: unknown, context: QueryContext): string | null {
  if (populate === undefined || populate === null) return null
  if (!isRecord(populate)) return '`populate` must be an object'
  for (const [slug, select] of Object.entries(populate)) {
    if (!context.fieldsOf(slug)) return '`populate` must name collections'
    if (typeof select === 'boolean') continue
    const problem = selectShapeProblem(select, 'populate')
    if (problem) return problem
  }
  return null
}

/** `draft`: a boolean (Payload turns anything else in a query string into undefined). */
export const draftProblem = (draft: unknown): string | null =>
  draft === undefined || draft === null || typeof draft === 'boolean'
    ? null
    : '`draft` must be true or false'

export { idTypeOfFields }
