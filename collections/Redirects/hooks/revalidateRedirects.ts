import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { cacheTags } from '@/cache/cacheTags'
import { expireTagsAfterCommit } from '@/cache/invalidation/expireTags'
import type { Redirect } from '@/payload-types'

/**
 * Every cached answer of a path without a page (a 404 or a redirect) read the redirects, so
 * expiring their tag makes a new, changed or removed redirect take effect on the next request.
 */
export const revalidateRedirects: CollectionAfterChangeHook<Redirect> = async ({
  doc,
  context,
  req,
}) => {
  if (!context.disableRevalidate) await expireTagsAfterCommit(req, [cacheTags.redirects])
  return doc
}

export const revalidateRedirectsOnDelete: CollectionAfterDeleteHook<Redirect> = async ({
  doc,
  context,
  req,
}) => {
  if (!context.disableRevalidate) await expireTagsAfterCommit(req, [cacheTags.redirects])
  return doc
}
