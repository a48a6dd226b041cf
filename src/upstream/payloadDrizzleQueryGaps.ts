import type { FlattenedField } from 'payload'

/**
 * Query shapes Payload's PostgreSQL adapter (@payloadcms/drizzle 3.90.2) fails on with a
 * TypeError, a 500 that no error of the database or of Payload raises on purpose, so no error
 * mapping may catch it (src/lib/queryRules/queryRefusal.ts maps only deliberate refusals):
 * - a condition on `<blocks field>.blockType` is answered by looking each value up as one of
 *   the field's blocks and reading its `.slug` (`queries/getTableColumnFromPath.js`, case
 *   'blocks'): any value that names none (`exists=true`, a number, another field's block)
 *   throws;
 * - a condition on an array, blocks, group or named tab field itself (it has no column): `like` reads
 *   `.columnType` of no column (`queries/parseParams.js`); Payload's validation refuses such a
 *   path, but not behind a relationship (`layout.cards.linkPath.page.layout.items`);
 * - the adapter's operator map has no `all` (`queries/operatorMap.js`: "TODO: support this")
 *   and runs `near`/`within`/`intersects` only on point fields: Payload lists all of them
 *   (`validOperators`), the adapter calls `adapter.operators[operator]`, undefined otherwise.
 * And one of Payload's query validation (payload 3.90.2
 * `database/queryValidation/validateSearchParams.js`): a global's `where` on a path through a
 * relationship (`version.legalLinks.link.page.title`) looks the related collection's read
 * permissions up among the globals' and reads `.fields` of undefined.
 * So these shapes are refused before the query is built. Called by `beforeOperation`
 * (collections/shared/refuseBadQueries.ts) and the REST guard for global versions.
 * tests/int/upstream/payloadDrizzleQueryGaps.test.ts fails once the adapter stops throwing,
 * so this file can shrink or go.
 */

type FieldsOf = (collection: string) => readonly FlattenedField[] | undefined

export type QueryShapes = {
  /** Every `….blockType` path, to the slugs of the blocks its field allows. */
  blockTypes: Map<string, ReadonlySet<string>>
  /** Every path of a point field (where geo operators run). */
  points: Set<string>
  /** Every path of a relationship or upload field (`link.page`). */
  relationships: Set<string>
  /** Every path of an array, blocks, group or named tab field (no column of its own). */
  containers: Set<string>
}

/** How deep relationships are followed (`to.page.layout.blockType`). */
const MAX_RELATIONSHIP_HOPS = 2

export function queryShapesOf(
  fields: readonly FlattenedField[],
  fieldsOf: FieldsOf,
  prefix = '',
  shapes: QueryShapes = {
    blockTypes: new Map(),
    points: new Set(),
    relationships: new Set(),
    containers: new Set(),
  },
  hops = 0,
): QueryShapes {
  for (const field of fields) {
    const path = `${prefix}${field.name}`
    const nested = (inner: readonly FlattenedField[], nextHops = hops) =>
      queryShapesOf(inner, fieldsOf, `${path}.`, shapes, nextHops)
    if (field.type === 'group' || field.type === 'tab' || field.type === 'array') {
      shapes.containers.add(path)
      nested(field.flattenedFields)
    } else if (field.type === 'blocks') {
      shapes.containers.add(path)
      const blocks = (field.blocks ?? []).filter((block) => typeof block === 'object')
      shapes.blockTypes.set(`${path}.blockType`, new Set(blocks.map((block) => block.slug)))
      for (const block of blocks) nested(block.flattenedFields)
    } else if (field.type === 'point') {
      shapes.points.add(path)
    } else if (field.type === 'relationship' || field.type === 'upload') {
      shapes.relationships.add(path)
      if (typeof field.relationTo === 'string' && hops < MAX_RELATIONSHIP_HOPS) {
        nested(fieldsOf(field.relationTo) ?? [], hops + 1)
      }
    }
  }
  return shapes
}

const BLOCK_TYPE_OPERATORS = new Set(['equals', 'not_equals', 'in', 'not_in'])
const GEO_OPERATORS = new Set(['near', 'within', 'intersects'])

function namesBlocks(operator: string, value: unknown, slugs: ReadonlySet<string>): boolean {
  if (!BLOCK_TYPE_OPERATORS.has(operator)) return false
  const values = Array.isArray(value)
    ? value
    : typeof value === 'string'
      ? value.split(',')
      : [value]
  return values.length > 0 && values.every((item) => typeof item === 'string' && slugs.has(item))
}

/** The relationship's own columns, which a global may query (`link.page.id`). */
const OWN_COLUMNS = new Set(['id', 'value', 'relationTo'])

const crossesRelationship = (path: string, shapes: QueryShapes) =>
  [...shapes.relationships].some(
    (relationship) =>
      path.startsWith(`${relationship}.`) && !OWN_COLUMNS.has(path.slice(relationship.length + 1)),
  )

function conditionProblem(
  path: string,
  condition: unknown,
  shapes: QueryShapes,
  isGlobal: boolean,
): string | null {
  if (typeof condition !== 'object' || condition === null) return null
  if (shapes.containers.has(path)) {
    return 'skupinu, seznam ani bloky nelze porovnávat celé, jen jejich pole'
  }
  if (isGlobal && crossesRelationship(path, shapes)) {
    return 'u globálního nastavení nelze hledat podle polí propojených dokumentů'
  }
  const slugs = shapes.blockTypes.get(path)
  for (const [operator, value] of Object.entries(condition)) {
    if (operator === 'all') return 'operátor `all` databáze nepodporuje, použijte `in`'
    if (GEO_OPERATORS.has(operator) && !shapes.points.has(path)) {
      return `operátor \`${operator}\` lze použít jen na polohu (bod)`
    }
    if (slugs && !namesBlocks(operator, value, slugs)) {
      return 'podle typu bloku lze hledat jen názvy bloků (equals, in)'
    }
  }
  return null
}

/**
 * Why `where` has a shape the adapter fails on, or null. `where` is already within the
 * bounds of src/lib/queryRules/queryBounds.ts (an object, bounded nesting).
 */
export function adapterQueryProblem(
  where: unknown,
  shapes: QueryShapes,
  isGlobal = false,
): string | null {
  const stack: unknown[] = [where]
  while (stack.length > 0) {
    const node = stack.pop()
    if (typeof node !== 'object' || node === null) continue
    for (const [key, value] of Object.entries(node)) {
      if ((key === 'and' || key === 'or') && Array.isArray(value)) {
        stack.push(...(value as unknown[]))
        continue
      }
      const problem = conditionProblem(key, value, shapes, isGlobal)
      if (problem) return problem
    }
  }
  return null
}
