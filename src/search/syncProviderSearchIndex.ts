import type { Transport } from '@/provider/transport'

import { PROVIDER_SEARCH_LISTS, type ProviderSearchList } from './providerSearchDocuments'
import type { SqlClient } from './sqlClient'
import { deleteVanishedSearchDocuments, upsertSearchDocuments } from './writeSearchDocuments'

export type ProviderSyncResult = {
  /** Per list prefix: documents read, rows changed, rows removed; or why the list was skipped. */
  lists: Record<string, { read: number; changed: number; removed: number } | { error: string }>
}

/**
 * Brings the provider's part of the search index up to the provider's lists: new and changed
 * items written, items no longer listed removed. A list that cannot be read keeps its rows as
 * they were (an outage must not empty the search); the other lists are still synced. `signal`
 * (a stopping worker) cancels the reads and ends the sync between two writes: what was written
 * stays, the next sync does the rest.
 */
export async function syncProviderSearchIndex(
  db: SqlClient,
  transport: Transport,
  lists: ProviderSearchList[] = PROVIDER_SEARCH_LISTS,
  signal?: AbortSignal,
): Promise<ProviderSyncResult> {
  const result: ProviderSyncResult = { lists: {} }
  for (const list of lists) {
    let documents
    try {
      documents = await list.read(transport)
    } catch (error) {
      signal?.throwIfAborted()
      result.lists[list.prefix] = { error: error instanceof Error ? error.message : String(error) }
      continue
    }
    signal?.throwIfAborted()
    const changed = await upsertSearchDocuments(db, documents, signal)
    signal?.throwIfAborted()
    const removed = await deleteVanishedSearchDocuments(
      db,
      [list.prefix],
      documents.map(({ sourceKey }) => sourceKey),
    )
    result.lists[list.prefix] = { read: documents.length, changed, removed }
  }
  return result
}
