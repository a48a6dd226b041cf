import type { GlobalAfterChangeHook } from 'payload'

import { cacheTags } from '@/lib/cache/cacheTags'
import { expireTagsAfterCommit } from '@/lib/cache/expireTags'

/** Contacts and service addresses show on every page (footer): a save is on the site at once. */
export const revalidateSiteSettings: GlobalAfterChangeHook = async ({ doc, context, req }) => {
  if (context.disableRevalidate) return doc
  await expireTagsAfterCommit(req, [cacheTags.siteSettings])
  return doc
}
