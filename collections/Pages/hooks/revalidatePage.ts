import type { CollectionAfterChangeHook } from 'payload'

import { cacheTags } from '@/cache/cacheTags'
import { expireTagsAfterCommit } from '@/cache/invalidation/expireTags'
import type { Page } from '@/payload-types'

import { livePagePath, livePathBefore } from './livePagePath'

/**
 * Expires what a visitor sees of this page: the page at its old and new address, the lists of
 * pages, and — when the page appears, disappears or moves — the set of published paths and every
 * menu or redirect that links to it. "Before" is where the page was live before the save
 * (rememberLivePage), not `previousDoc`, which may be an autosaved draft. Drafts change nothing
 * visible, so they expire nothing.
 */
export const revalidatePage: CollectionAfterChangeHook<Page> = async ({ doc, context, req }) => {
  if (context.disableRevalidate) return doc
  const before = livePathBefore(context, doc.id)
  // A draft save leaves the published row as it was; an unpublish turns it into a draft.
  const after =
    doc._status === 'published'
      ? doc.path
      : before === null
        ? null
        : await livePagePath(req, doc.id)
  // a draft saved over the live page, or over a page that is not live
  if (before === after && doc._status !== 'published') return doc

  const tags: string[] = [cacheTags.pageList]
  if (after !== null) tags.push(cacheTags.page(after))
  if (before !== null) tags.push(cacheTags.page(before))
  if (before !== after) tags.push(cacheTags.pageLinks)
  await expireTagsAfterCommit(req, tags)
  return doc
}
