import type { GlobalAfterChangeHook } from 'payload'

import { cacheTags } from '@/cache/cacheTags'
import { expireTagsAfterCommit } from '@/cache/invalidation/expireTags'

/** A published header shows on every page at once; a saved draft changes nothing visitors see. */
export const revalidateHeader: GlobalAfterChangeHook = async ({ doc, context, req }) => {
  if (context.disableRevalidate || doc?._status === 'draft') return doc
  await expireTagsAfterCommit(req, [cacheTags.header])
  return doc
}
