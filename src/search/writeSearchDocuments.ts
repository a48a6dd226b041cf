import { createHash } from 'node:crypto'

import { foldedWords } from '@/search/text/foldText'
import { STEMS_VERSION, stemsOf } from '@/search/text/searchTerms'

import { MAX_BODY_CHARS, type SearchDocumentInput } from './searchDocument'
import type { SqlClient } from './sqlClient'
import { searchTables } from './searchTables'

/** Rows per statement when many documents are written at once (the provider sync). */
const BATCH = 100

/**
 * The content hash of a document: its raw fields as the writer stores them, with the version of
 * the stemming (a stemmer change rewrites every row once). Cheap next to stemming, so a document
 * is compared with its stored row before it is stemmed.
 */
function contentHashOf(document: SearchDocumentInput): string {
  return createHash('sha256')
    .update(
      JSON.stringify([
        STEMS_VERSION,
        document.sourceKey,
        document.source,
        document.kind,
        document.title,
        document.url,
        document.summary,
        document.body.slice(0, MAX_BODY_CHARS),
        document.publishedAt?.toISOString() ?? null,
      ]),
    )
    .digest('base64url')
}

function rowOf(document: SearchDocumentInput, contentHash: string) {
  const body = document.body.slice(0, MAX_BODY_CHARS)
  return {
    source_key: document.sourceKey,
    source: document.source,
    kind: document.kind,
    title: document.title,
    url: document.url,
    summary: document.summary,
    body,
    title_stems: stemsOf(document.title),
    summary_stems: stemsOf(document.summary),
    body_stems: stemsOf(body),
    published_at: document.publishedAt?.toISOString() ?? null,
    content_hash: contentHash,
  }
}

/** The distinct folded words of documents (the lexicon typo corrections are drawn from), sorted. */
function wordsOf(documents: SearchDocumentInput[]): string[] {
  const words = new Set<string>()
  for (const document of documents) {
    for (const text of [document.title, document.summary, document.body.slice(0, MAX_BODY_CHARS)]) {
      for (const word of foldedWords(text)) {
        if (word.length >= 3 && word.length <= 40 && !/^\d+$/.test(word)) words.add(word)
      }
    }
  }
  // one order for every writer: two saves adding the same new words never wait on each other in a cycle
  return [...words].sort()
}

/** Waits `ms`, or rejects with the signal's reason as soon as it is aborted. */
function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal?.reason)
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}

export type UpsertOptions = {
  /** Ends a long write between two batches, and any pause at once (a stopping worker). */
  signal?: AbortSignal
  /**
   * Share of the wall time the write may keep busy, (0, 1]: after each batch it waits
   * `batch time × (1 − dutyCycle) / dutyCycle`, so a big write (the provider sync) leaves the
   * machine's cores to the pages it serves meanwhile. 1 (default): no pause (a save's hooks).
   */
  dutyCycle?: number
}

/**
 * Inserts or updates documents by `sourceKey` and adds their words to the lexicon. Each document's
 * content hash is compared with the stored one first (one query); only new or changed documents
 * are stemmed and written. `db` decides the transaction: a save's own (hooks) or the sync's
 * connection. Returns how many rows changed.
 */
export async function upsertSearchDocuments(
  db: SqlClient,
  documents: SearchDocumentInput[],
  { signal, dutyCycle = 1 }: UpsertOptions = {},
): Promise<number> {
  if (documents.length === 0) return 0
  const tables = searchTables()
  const stored = new Map(
    (
      await db.query<{ source_key: string; content_hash: string | null }>(
        `SELECT source_key, content_hash FROM ${tables.documents}
         WHERE source_key = ANY($1::text[])`,
        [documents.map(({ sourceKey }) => sourceKey)],
      )
    ).map((row) => [row.source_key, row.content_hash]),
  )
  const pending = documents
    .map((document) => ({ document, hash: contentHashOf(document) }))
    .filter(({ document, hash }) => stored.get(document.sourceKey) !== hash)
  let changed = 0
  for (let start = 0; start < pending.length; start += BATCH) {
    signal?.throwIfAborted()
    const began = performance.now()
    const batch = pending.slice(start, start + BATCH)
    const rows = await db.query<{ id: number }>(
      `INSERT INTO ${tables.documents} AS d (source_key, source, kind, title, url, summary, body,
         title_stems, summary_stems, body_stems, published_at, content_hash)
       SELECT source_key, source, kind, title, url, summary, body, title_stems, summary_stems,
         body_stems, published_at, content_hash
       FROM jsonb_to_recordset($1::jsonb) AS x(source_key text, source text, kind text,
         title text, url text, summary text, body text, title_stems text, summary_stems text,
         body_stems text, published_at timestamptz, content_hash text)
       ORDER BY source_key
       ON CONFLICT (source_key) DO UPDATE SET source = EXCLUDED.source, kind = EXCLUDED.kind,
         title = EXCLUDED.title, url = EXCLUDED.url, summary = EXCLUDED.summary,
         body = EXCLUDED.body, title_stems = EXCLUDED.title_stems,
         summary_stems = EXCLUDED.summary_stems, body_stems = EXCLUDED.body_stems,
         published_at = EXCLUDED.published_at, content_hash = EXCLUDED.content_hash,
         updated_at = now()
       WHERE d.content_hash IS DISTINCT FROM EXCLUDED.content_hash
       RETURNING d.id`,
      [JSON.stringify(batch.map(({ document, hash }) => rowOf(document, hash)))],
    )
    changed += rows.length
    if (rows.length > 0) {
      await db.query(
        `INSERT INTO ${tables.words} (word) SELECT unnest($1::text[]) ON CONFLICT DO NOTHING`,
        [wordsOf(batch.map(({ document }) => document))],
      )
    }
    if (dutyCycle < 1 && start + BATCH < pending.length) {
      await pause(((performance.now() - began) * (1 - dutyCycle)) / dutyCycle, signal)
    }
  }
  if (changed >= BATCH) await mergePendingIndexEntries(db)
  return changed
}

/**
 * After a bulk write (the provider sync, a reindex), the GIN indexes' pending lists are merged
 * at once. Their new entries (`fastupdate`, up to 4 MB) would otherwise stay in an unsorted list
 * that every query reads whole until autovacuum merges it: right after a bulk write a query cost
 * ~4× its CPU (bench:search: 36 against 8.6 ms on 2,000 documents). Merged in bulk, the entries
 * cost far less to write than without a pending list (`fastupdate = off` halved the sync's speed
 * and took the web replica's cores during it, bench:search-sync).
 */
async function mergePendingIndexEntries(db: SqlClient) {
  const tables = searchTables()
  await db.query(
    `SELECT gin_clean_pending_list(i.indexrelid)
     FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am a ON a.oid = c.relam
     WHERE a.amname = 'gin'
       AND i.indrelid IN ($1::regclass, $2::regclass)`,
    [tables.documents, tables.words],
  )
}

/** Removes documents by source key (an unpublished or deleted page). */
export async function deleteSearchDocuments(db: SqlClient, sourceKeys: string[]): Promise<number> {
  if (sourceKeys.length === 0) return 0
  const rows = await db.query(
    `DELETE FROM ${searchTables().documents} WHERE source_key = ANY($1::text[]) RETURNING id`,
    [sourceKeys],
  )
  return rows.length
}

/**
 * Removes the documents of a source whose keys start with one of `prefixes` and are not in
 * `keep`: what vanished since the last full read (a provider list, or all CMS pages).
 */
export async function deleteVanishedSearchDocuments(
  db: SqlClient,
  prefixes: string[],
  keep: string[],
): Promise<number> {
  if (prefixes.length === 0) return 0
  const rows = await db.query(
    `DELETE FROM ${searchTables().documents}
     WHERE split_part(source_key, ':', 1) = ANY($1::text[]) AND NOT (source_key = ANY($2::text[]))
     RETURNING id`,
    [prefixes, keep],
  )
  return rows.length
}
