import type { GlobalAfterChangeHook } from 'payload'

import { cacheTags } from '@/cache/cacheTags'
import { expireTagsAfterCommit } from '@/cache/invalidation/expireTags'

/**
 * A published homepage must be on the site at once; draft saves (autosave, live preview) leave the
 * published page alone.
 */
export const revalidateHomepage: GlobalAfterChangeHook = async ({ doc, req }) => {
  if (req.context.disableRevalidate) return doc
  if (doc?._status === 'published') await expireTagsAfterCommit(req, [cacheTags.homepage])
  return doc
}
