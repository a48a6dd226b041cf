import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import type { JobPosting, PressRelease } from '@/payload-types'
import {
  entrySearchDocument,
  entrySourceKey,
  type SearchableEntryCollection,
} from '@/search/cmsSearchDocuments'
import { saveTransactionSql } from '@/search/saveTransactionSql'
import { deleteSearchDocuments, upsertSearchDocuments } from '@/search/writeSearchDocuments'

type Entry = PressRelease | JobPosting

/**
 * Hooks that keep a press release's or job posting's search document as visitors see the entry,
 * in the save's transaction: published → written; unpublished or deleted → removed; a draft saved
 * over the published entry → unchanged.
 */
export function updateEntrySearchIndex(collection: SearchableEntryCollection) {
  const afterChange: CollectionAfterChangeHook<Entry> = async ({ doc, req }) => {
    const db = await saveTransactionSql(req)
    const key = entrySourceKey(collection, doc.id)
    if (doc._status === 'published') {
      const document = entrySearchDocument(collection, doc)
      if (document) await upsertSearchDocuments(db, [document])
      return doc
    }
    const live = await req.payload.findByID({
      collection,
      id: doc.id,
      depth: 0,
      draft: false,
      overrideAccess: true,
      disableErrors: true,
      select: { _status: true },
      req,
    })
    if (live?._status !== 'published') await deleteSearchDocuments(db, [key])
    return doc
  }

  const afterDelete: CollectionAfterDeleteHook<Entry> = async ({ doc, req }) => {
    await deleteSearchDocuments(await saveTransactionSql(req), [entrySourceKey(collection, doc.id)])
    return doc
  }

  return { afterChange, afterDelete }
}
