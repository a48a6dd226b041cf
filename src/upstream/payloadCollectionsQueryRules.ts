import type { CollectionBeforeOperationHook, SanitizedConfig } from 'payload'

/**
 * The collections Payload adds while it sanitizes the config, after plugins have run (payload
 * 3.90.2 `sanitizeConfig`). No option or plugin point gives them hooks (the jobs collection's
 * `jobsCollectionOverrides` does, but Payload then warns at every start that its runner skips
 * them, which is what we want: the runner writes through the adapter), yet their REST reads
 * take a `where` like any other (admins reached 500s through them), so the query bounds are added
 * to the built config, the way `documentLockAccess.ts` sets the locks' access. Payload reads
 * `hooks.beforeOperation` from the sanitized config at run time. The hook is passed in by
 * payload.config.ts (collections/shared/refuseBadQueries.ts): this layer imports no collection.
 * tests/unit/upstream/payloadCollectionsQueryRules.test.ts fails when this list changes.
 */
export const PAYLOAD_ADDED_COLLECTIONS = [
  'payload-jobs',
  'payload-kv',
  'payload-locked-documents',
  'payload-migrations',
  'payload-preferences',
] as const

export async function withQueryRulesOnPayloadCollections(
  built: Promise<SanitizedConfig> | SanitizedConfig,
  queryRules: CollectionBeforeOperationHook,
): Promise<SanitizedConfig> {
  const config = await built
  for (const collection of config.collections) {
    const hooks = (collection.hooks.beforeOperation ??= [])
    if (!hooks.includes(queryRules)) hooks.unshift(queryRules)
  }
  return config
}
