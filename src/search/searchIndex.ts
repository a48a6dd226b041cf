import type { SearchKind } from '@/lib/search/searchKinds'
import { type QueryClause, type QueryWord, queryWords, tsqueryText } from '@/lib/search/searchTerms'
import { stemCzech } from '@/lib/search/czechStemmer'

import type { SqlClient } from './sqlClient'
import { searchTables, trigramSchemaOf } from './searchTables'

export type SearchHit = {
  id: number
  kind: SearchKind
  title: string
  url: string
  summary: string
  /** The start of the body, for the snippet. */
  body: string
  score: number
}

export type SearchOutcome = {
  hits: SearchHit[]
  total: number
  /** Matches per kind (for the filter), over the whole query whatever the kind filter. */
  kinds: Partial<Record<SearchKind, number>>
  /** The query's words as searched, typo corrections included (for highlighting). */
  words: QueryWord[]
  corrections: string[]
}

export type SearchRequest = {
  query: string
  kind?: SearchKind | null
  limit: number
  offset: number
  /** Counts per kind (the results page); suggestions skip them. */
  withKinds?: boolean
}

const EMPTY: Omit<SearchOutcome, 'words'> = { hits: [], total: 0, kinds: {}, corrections: [] }

/** Below this trigram similarity a lexicon word is no correction of a typed one. */
const CORRECTION_SIMILARITY = 0.45

/**
 * Lexicon words close to typed words the index does not know ("elektronciky" → "elektronicky"):
 * one query, through the trigram index of `search_words`.
 */
async function corrections(db: SqlClient, words: QueryWord[]): Promise<Map<string, string[]>> {
  const candidates = [...new Set(words.map(({ word }) => word).filter((word) => word.length >= 5))]
  const found = new Map<string, string[]>()
  if (candidates.length === 0) return found
  const tables = searchTables()
  // most words are known: only the others are looked up through the trigram index
  const known = await db.query<{ word: string }>(
    `SELECT word FROM ${tables.words} WHERE word = ANY($1::text[])`,
    [candidates],
  )
  const unknown = candidates.filter((word) => !known.some((row) => row.word === word))
  if (unknown.length === 0) return found
  const trgm = await trigramSchemaOf(db)
  const rows = await db.query<{ typed: string; word: string }>(
    `SELECT t.typed, c.word
     FROM unnest($1::text[]) AS t(typed)
     CROSS JOIN LATERAL (
       SELECT w.word FROM ${tables.words} w
       WHERE w.word OPERATOR(${trgm}.%) t.typed AND ${trgm}.similarity(w.word, t.typed) >= $2
       ORDER BY ${trgm}.similarity(w.word, t.typed) DESC, w.word LIMIT 2
     ) c`,
    [unknown, CORRECTION_SIMILARITY],
  )
  for (const row of rows) found.set(row.typed, [...(found.get(row.typed) ?? []), row.word])
  return found
}

function clausesOf(words: QueryWord[], corrected: Map<string, string[]>): QueryClause[] {
  return words.map(({ word, stem, prefix }) => ({
    terms: [
      { lexeme: stem, prefix: prefix && stem.length >= 3 },
      ...(prefix && word !== stem ? [{ lexeme: word, prefix: true }] : []),
      ...(corrected.get(word) ?? []).map((correction) => ({
        lexeme: stemCzech(correction),
        prefix: false,
      })),
    ],
  }))
}

async function run(
  db: SqlClient,
  tsquery: string,
  request: SearchRequest,
  folded: string,
): Promise<Pick<SearchOutcome, 'hits' | 'total' | 'kinds'>> {
  const tables = searchTables()
  const trgm = await trigramSchemaOf(db)
  // One pass over the matches (GIN on the full tsvector), counted per kind; only the page's rows
  // are then read whole. A match is scored by ts_rank of title (A) and summary (B), 0.1 more when
  // title or summary match at all, plus the title's trigram similarity to the query. That
  // similarity costs 9 µs a row (110 of 137 ms of a query that matched 12,484 of 20,000
  // documents; bench:search), so only candidates get a score: a match in title or summary (found
  // through the GIN index on `head_tsv`), or a title similar to the query (pg_trgm's `%`,
  // similarity ≥ 0.3, through the title's trigram index — it catches forms the stemmer does not
  // join, like „peceti“ and „pečeť“). Other matches are in the body only, score 0 and follow,
  // newest first. The pass itself reads only id, kind and published_at of each match: the
  // tsvectors are in TOAST (migration 20261128_003000), read for the candidates alone.
  // ts_rank's weights are {D, C, B, A}.
  type Found = {
    id: string
    kind: SearchKind
    title: string
    url: string
    summary: string
    body: string
    score: number
    total: string
    kinds: Record<string, number> | null
  }
  const statement = (client: SqlClient) =>
    client.query<Found>(
      `WITH q AS (SELECT to_tsquery('simple', $1) AS query),
     candidates AS MATERIALIZED (
       SELECT id FROM ${tables.documents}, q WHERE head_tsv @@ q.query
       UNION
       SELECT id FROM ${tables.documents} WHERE title_folded OPERATOR(${trgm}.%) $3
     ),
     matched AS MATERIALIZED (
       SELECT d.id, d.kind, d.published_at,
         CASE WHEN d.id IN (SELECT id FROM candidates)
           THEN (ts_rank('{0, 0, 0.4, 1.0}', d.head_tsv, q.query, 1)
             + CASE WHEN d.head_tsv @@ q.query THEN 0.1 ELSE 0 END
             + 0.6 * ${trgm}.similarity(d.title_folded, $3))::float8
           ELSE 0 END AS score
       FROM ${tables.documents} d, q
       WHERE d.tsv @@ q.query
     ),
     counts AS (SELECT kind, count(*)::int AS count FROM matched GROUP BY kind)
     SELECT d.id, d.kind, d.title, d.url, d.summary, left(d.body, 1500) AS body, m.score,
       (SELECT coalesce(sum(count), 0) FROM counts WHERE $2::text IS NULL OR kind = $2) AS total,
       (SELECT json_object_agg(kind, count) FROM counts) AS kinds
     FROM (SELECT * FROM matched WHERE $2::text IS NULL OR kind = $2
           ORDER BY score DESC, published_at DESC NULLS LAST, id LIMIT $4 OFFSET $5) m
     JOIN ${tables.documents} d ON d.id = m.id
     ORDER BY m.score DESC, m.published_at DESC NULLS LAST, m.id`,
      [tsquery, request.kind ?? null, folded, request.limit, request.offset],
    )
  // When most documents match, the planner would rather scan the table, which reads every full
  // tsvector from TOAST; through the GIN index a match needs none of them (no recheck).
  const rows = db.inTransaction
    ? await db.inTransaction(async (client) => {
        await client.query(`SELECT set_config('enable_seqscan', 'off', true)`)
        return statement(client)
      })
    : await statement(db)
  let total = rows[0] ? Number(rows[0].total) : 0
  let kinds: SearchOutcome['kinds'] = (rows[0]?.kinds ?? {}) as SearchOutcome['kinds']
  if (rows.length === 0 && (request.offset > 0 || request.kind)) {
    // a page past the end, or a kind without matches: the counts still say what there is
    const counted = await db.query<{ kind: SearchKind; count: string }>(
      `SELECT kind, count(*) AS count FROM ${tables.documents}
       WHERE tsv @@ to_tsquery('simple', $1) GROUP BY kind`,
      [tsquery],
    )
    kinds = Object.fromEntries(counted.map(({ kind, count }) => [kind, Number(count)]))
    total = request.kind
      ? (kinds[request.kind] ?? 0)
      : Object.values(kinds).reduce((a, b) => a + (b ?? 0), 0)
  }
  return {
    total,
    kinds: request.withKinds ? kinds : {},
    hits: rows.map((row) => ({
      id: Number(row.id),
      kind: row.kind,
      title: row.title,
      url: row.url,
      summary: row.summary,
      body: row.body,
      score: Number(row.score),
    })),
  }
}

/**
 * Searches the index: every query word (or a typo correction of it) must match, by stem or as a
 * prefix; when no document has them all, documents with any of them are shown instead. Ranked by
 * ts_rank (title over summary) plus the title's trigram similarity to the whole query; matches in
 * the body only, with a title unlike the query, follow, newest first.
 * The visitor's text reaches PostgreSQL only as bound parameters: the tsquery is built from
 * folded letters and digits (searchTerms.ts).
 */
export async function searchIndex(db: SqlClient, request: SearchRequest): Promise<SearchOutcome> {
  const words = queryWords(request.query)
  if (words.length === 0) return { ...EMPTY, words }
  const corrected = await corrections(db, words)
  const clauses = clausesOf(words, corrected)
  const folded = words.map(({ word }) => word).join(' ')
  const all = await run(db, tsqueryText(clauses, '&'), request, folded)
  const outcome =
    all.total === 0 && clauses.length > 1
      ? await run(db, tsqueryText(clauses, '|'), request, folded)
      : all
  const correctionWords = [...corrected.values()].flat()
  return {
    ...outcome,
    words: [
      ...words,
      ...correctionWords.map((word) => ({ word, stem: stemCzech(word), prefix: false })),
    ],
    corrections: correctionWords,
  }
}
