import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'

import { cacheTags } from '@/lib/cms/cacheTags'
import { expireTags } from '@/lib/cms/expireTags'
import type { Page } from '@/payload-types'

/** Whether visitors still get a published version (a draft was saved over it, e.g. autosave). */
async function stillPublished(req: PayloadRequest, id: number): Promise<boolean> {
  const live = await req.payload.findByID({
    collection: 'pages',
    id,
    depth: 0,
    draft: false,
    overrideAccess: true,
    disableErrors: true,
    select: { _status: true },
    req,
  })
  return live?._status === 'published'
}

/**
 * Expires what a visitor sees of this page: the page itself, the lists of pages, and — when the
 * page appears, disappears or moves — every menu or redirect that links to it. Drafts (autosave
 * included) change nothing visible, so they expire nothing.
 */
export const revalidatePage: CollectionAfterChangeHook<Page> = async ({
  doc,
  previousDoc,
  context,
  req,
}) => {
  if (context.disableRevalidate) return doc
  const isPublished = doc._status === 'published'
  const wasPublished = previousDoc?._status === 'published'
  if (!isPublished && !wasPublished) return doc
  if (!isPublished && (await stillPublished(req, doc.id))) return doc

  const tags: string[] = [cacheTags.page(doc.path), cacheTags.pageList]
  const moved = Boolean(previousDoc?.path) && previousDoc.path !== doc.path
  if (moved) tags.push(cacheTags.page(previousDoc.path))
  if (moved || isPublished !== wasPublished) tags.push(cacheTags.pageLinks)
  expireTags(tags)
  return doc
}
