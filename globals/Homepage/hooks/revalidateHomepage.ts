import { revalidateTag } from 'next/cache'
import type { GlobalAfterChangeHook } from 'payload'

import { homepageCacheTag } from '@/lib/cms/homepageCacheTag'

/**
 * A published homepage must be on the site at once: the tag expires immediately, so the next
 * visit renders the new version instead of being served the stale one (Next 16 profile form).
 * Draft saves (autosave, live preview) leave the published page alone.
 */
export const revalidateHomepage: GlobalAfterChangeHook = ({ doc, req }) => {
  if (req.context.disableRevalidate) return doc
  if (doc?._status === 'published') revalidateTag(homepageCacheTag, { expire: 0 })
  return doc
}
