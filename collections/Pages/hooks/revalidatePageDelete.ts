import type { CollectionAfterDeleteHook } from 'payload'

import { cacheTags } from '@/cache/cacheTags'
import { expireTagsAfterCommit } from '@/cache/invalidation/expireTags'
import type { Page } from '@/payload-types'

/** A deleted page answers 404 at once and disappears from menus, lists and the sitemap. */
export const revalidatePageDelete: CollectionAfterDeleteHook<Page> = async ({
  doc,
  context,
  req,
}) => {
  if (context.disableRevalidate) return doc
  await expireTagsAfterCommit(req, [
    cacheTags.page(doc.path),
    cacheTags.pageList,
    cacheTags.pageLinks,
  ])
  return doc
}
