import type { Payload } from 'payload'

import { postgresAdapterOf } from '@/lib/db/postgresAdapter'
import type { JobPosting, Page, PressRelease } from '@/payload-types'

import {
  entrySearchDocument,
  pageSearchDocument,
  SEARCHABLE_ENTRIES,
  type SearchableEntryCollection,
} from './cmsSearchDocuments'
import type { SearchDocumentInput } from './searchDocument'
import { drizzleSqlClient } from './sqlClient'
import { deleteVanishedSearchDocuments, upsertSearchDocuments } from './writeSearchDocuments'

async function publishedDocs<T>(
  payload: Payload,
  collection: 'pages' | SearchableEntryCollection,
): Promise<T[]> {
  const found: T[] = []
  for (let page = 1; ; page += 1) {
    const result = await payload.find({
      collection,
      where: { _status: { equals: 'published' } },
      draft: false,
      depth: 0,
      limit: 100,
      page,
      overrideAccess: true,
      pagination: true,
    })
    found.push(...(result.docs as T[]))
    if (!result.hasNextPage) return found
  }
}

/**
 * Rebuilds the CMS part of the search index from what is published: every page and entry written
 * (unchanged rows are skipped), rows of documents that are gone or excluded removed. The saves'
 * hooks keep the index current; this fills it after the migration that created it, and after a
 * restore. Returns the number of indexed documents.
 */
export async function reindexCmsSearch(
  payload: Payload,
  { removeVanished = true }: { removeVanished?: boolean } = {},
): Promise<number> {
  const documents: SearchDocumentInput[] = []
  for (const page of await publishedDocs<Page>(payload, 'pages')) {
    const document = pageSearchDocument(page)
    if (document) documents.push(document)
  }
  for (const collection of Object.keys(SEARCHABLE_ENTRIES) as SearchableEntryCollection[]) {
    for (const entry of await publishedDocs<PressRelease | JobPosting>(payload, collection)) {
      const document = entrySearchDocument(collection, entry)
      if (document) documents.push(document)
    }
  }
  const db = drizzleSqlClient(postgresAdapterOf(payload).drizzle)
  await upsertSearchDocuments(db, documents)
  if (!removeVanished) return documents.length
  await deleteVanishedSearchDocuments(
    db,
    ['pages', ...Object.keys(SEARCHABLE_ENTRIES)],
    documents.map(({ sourceKey }) => sourceKey),
  )
  return documents.length
}
