import type { FlattenedField } from 'payload'

/**
 * @payloadcms/drizzle 3.90.2 (`queries/getTableColumnFromPath.js`, case 'blocks') answers a
 * condition on `<blocks field>.blockType` by looking each of its values up as one of the
 * field's blocks, and reads `.slug` of what it finds: any other value (`exists=true`, a number,
 * another field's block, none as in a `sort`) is a TypeError, a 500, and no error the database
 * or Payload raises on purpose. So a `where` or `sort` on such a path is refused before the
 * query is built unless every value names one of that field's blocks (`equals`, `not_equals`,
 * `in`, `not_in` with slugs: what the admin's filter sends). No seam of the adapter reaches this;
 * `beforeOperation` (collections/shared/refuseBadQueries.ts) and the REST guard for global
 * versions call it. tests/int/upstream/payloadBlockTypeQueries.test.ts fails once the adapter
 * stops throwing, so this file can go.
 */

type FieldsOf = (collection: string) => readonly FlattenedField[] | undefined

/** How deep relationships are followed (`to.page.layout.blockType`). */
const MAX_RELATIONSHIP_HOPS = 2

/** Every `….blockType` path of these fields, to the slugs of the blocks its field allows. */
export function blockTypePaths(
  fields: readonly FlattenedField[],
  fieldsOf: FieldsOf,
  prefix = '',
  hops = 0,
): Map<string, ReadonlySet<string>> {
  const paths = new Map<string, ReadonlySet<string>>()
  for (const field of fields) {
    const path = `${prefix}${field.name}`
    const nested = (inner: readonly FlattenedField[], nextHops = hops) => {
      for (const [key, slugs] of blockTypePaths(inner, fieldsOf, `${path}.`, nextHops)) {
        paths.set(key, slugs)
      }
    }
    if (field.type === 'group' || field.type === 'tab' || field.type === 'array') {
      nested(field.flattenedFields)
    } else if (field.type === 'blocks') {
      const blocks = (field.blocks ?? []).filter((block) => typeof block === 'object')
      paths.set(`${path}.blockType`, new Set(blocks.map((block) => block.slug)))
      for (const block of blocks) nested(block.flattenedFields)
    } else if (
      (field.type === 'relationship' || field.type === 'upload') &&
      typeof field.relationTo === 'string' &&
      hops < MAX_RELATIONSHIP_HOPS
    ) {
      nested(fieldsOf(field.relationTo) ?? [], hops + 1)
    }
  }
  return paths
}

const VALUE_OPERATORS = new Set(['equals', 'not_equals', 'in', 'not_in'])

function conditionNamesBlocks(condition: unknown, slugs: ReadonlySet<string>): boolean {
  if (typeof condition !== 'object' || condition === null) return false
  return Object.entries(condition).every(([operator, value]) => {
    if (!VALUE_OPERATORS.has(operator)) return false
    const values = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value]
    return values.length > 0 && values.every((item) => typeof item === 'string' && slugs.has(item))
  })
}

/**
 * Whether `where` or `sort` names a `blockType` path in a way the adapter fails on. `where` is
 * already within the bounds of src/lib/queryRules/queryBounds.ts (an object, bounded nesting).
 */
export function blockTypeQueryProblem(
  where: unknown,
  sort: unknown,
  paths: ReadonlyMap<string, ReadonlySet<string>>,
): string | null {
  const refusal = 'podle typu bloku lze hledat jen názvy bloků (equals, in)'
  const sorts = typeof sort === 'string' ? sort.split(',') : Array.isArray(sort) ? sort : []
  if (sorts.some((item) => typeof item === 'string' && paths.has(item.replace(/^-/, '')))) {
    return 'podle typu bloku nelze řadit'
  }
  const stack: unknown[] = [where]
  while (stack.length > 0) {
    const node = stack.pop()
    if (typeof node !== 'object' || node === null) continue
    for (const [key, value] of Object.entries(node)) {
      if ((key === 'and' || key === 'or') && Array.isArray(value)) {
        stack.push(...(value as unknown[]))
        continue
      }
      const slugs = paths.get(key)
      if (slugs && !conditionNamesBlocks(value, slugs)) return refusal
    }
  }
  return null
}
