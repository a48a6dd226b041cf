import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import type { Page } from '@/payload-types'
import { pageSearchDocument, pageSourceKey } from '@/search/cmsSearchDocuments'
import { saveTransactionSql } from '@/search/saveTransactionSql'
import { deleteSearchDocuments, upsertSearchDocuments } from '@/search/writeSearchDocuments'

import { livePagePath, livePathBefore } from './livePagePath'

/**
 * Keeps the page's search document as visitors see the page, in the save's transaction: a publish
 * writes it (or removes it when the page is `noIndex`, "Nezobrazovat ve vyhledávání" or an e-shop
 * step), an unpublish removes it, a draft saved over the live page leaves it alone. Runs for the
 * seed and scripts too (`disableRevalidate` only spares caches).
 */
export const updatePageSearchIndex: CollectionAfterChangeHook<Page> = async ({
  doc,
  context,
  req,
}) => {
  const db = await saveTransactionSql(req)
  if (doc._status === 'published') {
    const document = pageSearchDocument(doc)
    if (document) await upsertSearchDocuments(db, [document])
    else await deleteSearchDocuments(db, [pageSourceKey(doc.id)])
    return doc
  }
  // A draft: the page left the site only if it was live before and is not now. Where
  // rememberLivePage did not run (`disableRevalidate`), the live row is read instead.
  const mayBeLive = context.disableRevalidate || livePathBefore(context, doc.id) !== null
  if (mayBeLive && (await livePagePath(req, doc.id)) !== null) return doc
  await deleteSearchDocuments(db, [pageSourceKey(doc.id)])
  return doc
}

/** A deleted page leaves the search results with the delete's commit. */
export const removePageFromSearchIndex: CollectionAfterDeleteHook<Page> = async ({ doc, req }) => {
  await deleteSearchDocuments(await saveTransactionSql(req), [pageSourceKey(doc.id)])
  return doc
}
