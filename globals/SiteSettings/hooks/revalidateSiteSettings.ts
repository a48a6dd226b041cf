import type { GlobalAfterChangeHook } from 'payload'

import { cacheTags } from '@/cache/cacheTags'
import { expireTagsAfterCommit } from '@/cache/invalidation/expireTags'

/** Contacts and service addresses show on every page (footer): a save is on the site at once. */
export const revalidateSiteSettings: GlobalAfterChangeHook = async ({ doc, context, req }) => {
  if (context.disableRevalidate) return doc
  await expireTagsAfterCommit(req, [cacheTags.siteSettings])
  return doc
}
