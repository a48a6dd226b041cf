import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { cacheTags } from '@/lib/cache/cacheTags'
import { expireTags } from '@/lib/cache/expireTags'

/**
 * Hooks that expire a published-entries collection's cached slugs and content (lists, details and
 * every page that showed them): any save may publish, unpublish or rename. Skipped with
 * `context.disableRevalidate` (seed, scripts), where no Next server is running.
 */
export function revalidateEntries(collection: string) {
  const expire = (logger: { error: (message: string) => void }) => {
    try {
      expireTags([cacheTags.entrySlugs(collection), cacheTags.entries(collection)])
    } catch (error) {
      logger.error(`Revalidace ${collection} selhala: ${String(error)}`)
    }
  }

  const afterChange: CollectionAfterChangeHook = ({ doc, req, context }) => {
    if (!context.disableRevalidate) expire(req.payload.logger)
    return doc
  }

  const afterDelete: CollectionAfterDeleteHook = ({ doc, req, context }) => {
    if (!context.disableRevalidate) expire(req.payload.logger)
    return doc
  }

  return { afterChange, afterDelete }
}
