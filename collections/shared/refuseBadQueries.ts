import {
  APIError,
  NotFound,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type Config,
  type FlattenedField,
  type GlobalConfig,
  type Payload,
  type Plugin,
} from 'payload'

import { exceedsJsonDepth, MAX_JSON_DEPTH } from '@/lib/queryRules/jsonDepth'
import {
  isSerialId,
  numberProblem,
  selectionProblem,
  sortProblem,
  whereProblem,
} from '@/lib/queryRules/queryBounds'
import {
  adapterQueryProblem,
  type QueryShapes,
  queryShapesOf,
} from '@/upstream/payloadDrizzleQueryGaps'

/**
 * The bounds of what an operation receives, whatever brought it (REST GET, POST with
 * `X-HTTP-Method-Override: GET`, the Local API called from an endpoint, endpoints Payload adds
 * later): `beforeOperation` runs before access, before the query is built and before any field
 * hook walks the data. Only sizes, nesting, counts, NUL, operators outside Payload's list and id
 * shapes are checked here (src/lib/queryRules/queryBounds.ts), plus the shapes Payload's
 * PostgreSQL adapter throws a TypeError on (src/upstream/payloadDrizzleQueryGaps.ts); a value or a combination the database or Payload
 * cannot run is refused where it fails, as a Czech 400 (src/lib/queryRules/queryRefusal.ts).
 */

const refuse = (reason: string): never => {
  throw new APIError(`Neplatný dotaz: ${reason}.`, 400, null, true)
}

type Entity = { flattenedFields: FlattenedField[]; versions?: unknown }

/** The block and point paths of an entity (and of its versions, as `version.…`), built once. */
const shapesCache = new WeakMap<object, QueryShapes>()

function shapesOf(payload: Payload, entity: Entity): QueryShapes {
  let shapes = shapesCache.get(entity.flattenedFields)
  if (!shapes) {
    const collections = payload.collections as Partial<Record<string, { config: Entity }>>
    const fieldsOf = (slug: string) => collections[slug]?.config.flattenedFields
    shapes = queryShapesOf(entity.flattenedFields, fieldsOf)
    if (entity.versions) queryShapesOf(entity.flattenedFields, fieldsOf, 'version.', shapes)
    shapesCache.set(entity.flattenedFields, shapes)
  }
  return shapes
}

type OperationArgs = Record<string, unknown>

function checkArgs(args: OperationArgs, payload: Payload, entity: Entity, isGlobal = false): void {
  // Data first: every later walker (ours and Payload's field hooks) recurses over it.
  if (exceedsJsonDepth(args.data, MAX_JSON_DEPTH)) refuse('`data` jsou vnořená příliš hluboko')
  const problem =
    whereProblem(args.where) ??
    sortProblem(args.sort) ??
    numberProblem('limit', args.limit) ??
    numberProblem('page', args.page) ??
    numberProblem('depth', args.depth) ??
    selectionProblem('select', args.select) ??
    selectionProblem('populate', args.populate) ??
    adapterQueryProblem(args.where, shapesOf(payload, entity), isGlobal)
  if (problem) refuse(problem)
}

const hasNumericIds = (entity: Entity) =>
  !entity.flattenedFields.some((field) => field.name === 'id')

/** A document id that cannot exist is a 404, as for a missing document. */
function checkId(args: OperationArgs, numericIds: boolean): void {
  const { id } = args
  if (id === undefined || id === null) return
  const valid = numericIds
    ? isSerialId(id)
    : (typeof id === 'string' || typeof id === 'number') && !String(id).includes('\u0000')
  if (!valid) throw new NotFound()
}

export const refuseBadCollectionQueries: CollectionBeforeOperationHook = ({
  args,
  collection,
  operation,
  req,
}) => {
  const operationArgs = args as OperationArgs
  checkArgs(operationArgs, req.payload, collection)
  // findDistinct names the field whose values it lists: a field name, as for `sort`.
  if (operation === 'readDistinct') {
    const problem = sortProblem([operationArgs.field])
    if (problem) refuse(problem.replace('`sort`', '`field`'))
  }
  const numericIds = req.payload.db.defaultIDType !== 'text' && hasNumericIds(collection)
  checkId(operationArgs, numericIds)
  return args
}

type GlobalHook = NonNullable<NonNullable<GlobalConfig['hooks']>['beforeOperation']>[number]

export const refuseBadGlobalQueries: GlobalHook = ({ args, global, req }) => {
  checkArgs(args as OperationArgs, req.payload, global as unknown as Entity, true)
  return args
}

const withCollectionHook = <T extends CollectionConfig>(collection: T): T => ({
  ...collection,
  hooks: {
    ...collection.hooks,
    beforeOperation: [refuseBadCollectionQueries, ...(collection.hooks?.beforeOperation ?? [])],
  },
})

/**
 * Adds the hooks to every collection and global of the config. Registered last in `plugins`, so
 * collections added by other plugins get it too. The collections Payload adds itself (jobs,
 * locks, preferences, migrations, kv) get it on the built config:
 * src/upstream/payloadCollectionsQueryRules.ts (a hook given to the jobs collection through
 * `jobsCollectionOverrides` would make Payload warn at every start that the runner skips it).
 */
export const queryRulesPlugin =
  (): Plugin =>
  (config: Config): Config => ({
    ...config,
    collections: (config.collections ?? []).map(withCollectionHook),
    globals: (config.globals ?? []).map((global) => ({
      ...global,
      hooks: {
        ...global.hooks,
        beforeOperation: [refuseBadGlobalQueries, ...(global.hooks?.beforeOperation ?? [])],
      },
    })),
  })
