import type { GlobalAfterChangeHook } from 'payload'

import { cacheTags } from '@/lib/cache/cacheTags'
import { expireTags } from '@/lib/cache/expireTags'

/**
 * A published homepage must be on the site at once; draft saves (autosave, live preview) leave the
 * published page alone.
 */
export const revalidateHomepage: GlobalAfterChangeHook = ({ doc, req }) => {
  if (req.context.disableRevalidate) return doc
  if (doc?._status === 'published') expireTags([cacheTags.homepage])
  return doc
}
