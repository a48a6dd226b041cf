import { errorLine } from '@/lib/logging/errorLine'
import type { Transport } from '@/provider/transport'

import { PROVIDER_SEARCH_LISTS, type ProviderSearchList } from './providerSearchDocuments'
import type { SqlClient } from './sqlClient'
import { deleteVanishedSearchDocuments, upsertSearchDocuments } from './writeSearchDocuments'

/**
 * Share of the wall time the sync's writes keep busy: after each batch it waits as long as the
 * batch took, so on a small machine the stemming (in this process) and PostgreSQL's index updates
 * leave the cores to the pages being served meanwhile (bench:search-sync: page p99 during a sync
 * ≤ 1.2× baseline). 5,000 new items then take about twice their bare write time, well within the
 * sync's 60-s budget; an unchanged re-sync writes nothing and so never waits.
 */
export const SYNC_DUTY_CYCLE = 0.5

export type ProviderSyncResult = {
  /** Per list prefix: documents read, rows changed, rows removed; or why the list was skipped (English, for the log). */
  lists: Record<string, { read: number; changed: number; removed: number } | { error: string }>
}

/**
 * Brings the provider's part of the search index up to the provider's lists: new and changed
 * items written, items no longer listed removed. A list that cannot be read keeps its rows as
 * they were (an outage must not empty the search); the other lists are still synced. `signal`
 * (a stopping worker) cancels the reads and ends the sync between two writes or during a pause
 * between them: what was written stays, the next sync does the rest. Only new or changed items
 * are stemmed and written (content hashes compared first), at SYNC_DUTY_CYCLE.
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
      result.lists[list.prefix] = { error: errorLine(error) }
      continue
    }
    signal?.throwIfAborted()
    const changed = await upsertSearchDocuments(db, documents, {
      signal,
      dutyCycle: SYNC_DUTY_CYCLE,
    })
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
