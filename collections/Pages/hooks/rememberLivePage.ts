import type { CollectionBeforeChangeHook } from 'payload'

import type { Page } from '@/payload-types'

import { livePagePath, rememberLivePathBefore } from './livePagePath'

/**
 * Before a page is saved: where visitors see it now. revalidatePage compares it with where they
 * see it after the save (an unpublish over autosaved changes, a move made in a draft).
 */
export const rememberLivePage: CollectionBeforeChangeHook<Page> = async ({
  data,
  operation,
  originalDoc,
  context,
  req,
}) => {
  if (context.disableRevalidate || operation !== 'update' || !originalDoc?.id) return data
  const path = await livePagePath(req, originalDoc.id)
  // after the read: a Local API call given `req` replaces `req.context` with a copy
  rememberLivePathBefore(req.context, originalDoc.id, path)
  return data
}
