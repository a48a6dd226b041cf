import type { FlattenedField } from 'payload'

import { idTypeOfFields, type QueryContext } from './queryProblems'

export type EntityFields = { flattenedFields: FlattenedField[]; versions?: unknown }

/** A version row's own fields around the document's (`version.title`, `parent`, `latest`). */
function withVersionFields(entity: EntityFields, slug: string | null): FlattenedField[] {
  if (!entity.versions) return entity.flattenedFields
  const meta = [
    { name: 'version', type: 'group', fields: [], flattenedFields: entity.flattenedFields },
    { name: 'latest', type: 'checkbox' },
    { name: 'autosave', type: 'checkbox' },
    { name: 'snapshot', type: 'checkbox' },
    ...(slug ? [{ name: 'parent', type: 'relationship', relationTo: slug }] : []),
  ] as FlattenedField[]
  // The document's own fields win: a find with `draft` asks by them.
  const own = new Set(entity.flattenedFields.map((field) => field.name))
  return [...entity.flattenedFields, ...meta.filter((field) => !own.has(field.name))]
}

/**
 * What the rules need to know of a collection (`slug`) or global (`slug` null): its fields with
 * its version fields, the other collections' fields, and id types (PostgreSQL serial unless
 * `defaultIdType` or an `id` field says else).
 */
export function queryContext(
  entity: EntityFields,
  slug: string | null,
  collectionOf: (slug: string) => EntityFields | undefined,
  defaultIdType: 'number' | 'text',
): QueryContext {
  return {
    fields: withVersionFields(entity, slug),
    fieldsOf: (other) => collectionOf(other)?.flattenedFields,
    idType: slug ? idTypeOfFields(entity.flattenedFields, defaultIdType) : 'number',
    idTypeOf: (other) => idTypeOfFields(collectionOf(other)?.flattenedFields ?? [], defaultIdType),
  }
}
