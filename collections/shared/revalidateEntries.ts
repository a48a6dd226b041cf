import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import { cacheTags } from '@/cache/cacheTags'
import { expireTagsAfterCommit } from '@/cache/invalidation/expireTags'

/**
 * Hooks that expire a published-entries collection's cached slugs and content (lists, details and
 * every page that showed them): any save may publish, unpublish or rename. Skipped with
 * `context.disableRevalidate` (seed, scripts), where no Next server is running.
 */
export function revalidateEntries(collection: string) {
  const expire = (req: PayloadRequest) =>
    expireTagsAfterCommit(req, [cacheTags.entrySlugs(collection), cacheTags.entries(collection)])

  const afterChange: CollectionAfterChangeHook = async ({ doc, req, context }) => {
    if (!context.disableRevalidate) await expire(req)
    return doc
  }

  const afterDelete: CollectionAfterDeleteHook = async ({ doc, req, context }) => {
    if (!context.disableRevalidate) await expire(req)
    return doc
  }

  return { afterChange, afterDelete }
}
