import {
  APIError,
  NotFound,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type Config,
  type GlobalConfig,
  type Payload,
  type Plugin,
  type SanitizedGlobalConfig,
} from 'payload'

import { exceedsJsonDepth, MAX_JSON_DEPTH } from '@/lib/queryRules/jsonDepth'
import { type EntityFields, queryContext } from '@/lib/queryRules/queryContext'
import {
  draftProblem,
  isSerialId,
  numberProblem,
  populateProblem,
  type QueryContext,
  selectProblem,
  sortProblem,
  whereProblem,
} from '@/lib/queryRules/queryProblems'

/**
 * One rule for what an operation receives, whatever brought it (REST GET, POST with
 * `X-HTTP-Method-Override: GET`, the Local API called from an endpoint, endpoints Payload adds
 * later): `beforeOperation` runs before access, before the query is built and before any field
 * hook walks the data. A bad value is a 400 with a short reason, never a 500 from PostgreSQL or
 * a stack overflow in a walker.
 */

const refuse = (reason: string): never => {
  throw new APIError(`Neplatný dotaz / Invalid query: ${reason}.`, 400, null, true)
}

function contextFor(payload: Payload, entity: EntityFields, slug: string | null): QueryContext {
  const collections = payload.collections as Partial<Record<string, { config: EntityFields }>>
  const defaultIdType = payload.db.defaultIDType === 'text' ? 'text' : 'number'
  return queryContext(entity, slug, (other) => collections[other]?.config, defaultIdType)
}

type OperationArgs = Record<string, unknown>

function checkArgs(args: OperationArgs, context: QueryContext): void {
  // Data first: every later walker (ours and Payload's field hooks) recurses over it.
  for (const key of ['data', 'where', 'select', 'populate'] as const) {
    if (exceedsJsonDepth(args[key], MAX_JSON_DEPTH)) refuse(`\`${key}\` nests too deep`)
  }
  const problem =
    whereProblem(args.where, context) ??
    sortProblem(args.sort, context) ??
    numberProblem('limit', args.limit) ??
    numberProblem('page', args.page) ??
    numberProblem('depth', args.depth) ??
    selectProblem(args.select) ??
    populateProblem(args.populate, context) ??
    draftProblem(args.draft)
  if (problem) refuse(problem)
}

/** A document id that cannot exist is a 404, as for a missing document. */
function checkId(args: OperationArgs, context: QueryContext): void {
  const { id } = args
  if (id === undefined || id === null) return
  const valid =
    context.idType === 'text'
      ? (typeof id === 'string' || typeof id === 'number') && !String(id).includes('\u0000')
      : isSerialId(id)
  if (!valid) throw new NotFound()
}

export const refuseBadCollectionQueries: CollectionBeforeOperationHook = ({
  args,
  collection,
  operation,
  req,
}) => {
  const context = contextFor(req.payload, collection, collection.slug)
  checkArgs(args as OperationArgs, context)
  // findDistinct names the field whose values it lists: a real field, as for `sort`.
  if (operation === 'readDistinct') {
    const problem = sortProblem([(args as OperationArgs).field], context)
    if (problem) refuse(problem.replace('`sort`', '`field`'))
  }
  checkId(args as OperationArgs, context)
  return args
}

type GlobalHook = NonNullable<NonNullable<GlobalConfig['hooks']>['beforeOperation']>[number]

export const refuseBadGlobalQueries: GlobalHook = ({ args, global, req }) => {
  checkArgs(args as OperationArgs, contextFor(req.payload, global as SanitizedGlobalConfig, null))
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
