import type { CollectionAfterChangeHook } from 'payload'

import { cacheTags } from '@/lib/cms/cacheTags'
import { expireTags } from '@/lib/cms/expireTags'
import type { Page } from '@/payload-types'

/**
 * Expires what a visitor sees of this page: the page itself, the lists of pages, and — when the
 * page appears, disappears or moves — every menu or redirect that links to it. Saving a draft of a
 * page that was never published changes nothing visible.
 */
export const revalidatePage: CollectionAfterChangeHook<Page> = ({ doc, previousDoc, context }) => {
  if (context.disableRevalidate) return doc
  const isPublished = doc._status === 'published'
  const wasPublished = previousDoc?._status === 'published'
  if (!isPublished && !wasPublished) return doc

  const tags: string[] = [cacheTags.page(doc.path), cacheTags.pageList]
  const moved = Boolean(previousDoc?.path) && previousDoc.path !== doc.path
  if (moved) tags.push(cacheTags.page(previousDoc.path))
  if (moved || isPublished !== wasPublished) tags.push(cacheTags.pageLinks)
  expireTags(tags)
  return doc
}
