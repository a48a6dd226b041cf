import type { SearchKind } from '@/search/query/searchKinds'
import {
  type QueryClause,
  type QueryWord,
  queryWords,
  tsqueryText,
} from '@/search/text/searchTerms'
import { wordStems } from '@/search/text/wordStems'

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

/** From this trigram similarity to the query on, a title is ranked as similar (`alike`). */
const TITLE_SIMILARITY = 0.4

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
    { prepared: true },
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

/**
 * Each word's clause: its stems (a light stem as a prefix), the typed word as a prefix, and its
 * corrections' stems. A prefix of fewer than three letters ("hr:*") would match far too much.
 */
function clausesOf(words: QueryWord[], corrected: Map<string, string[]>): QueryClause[] {
  return words.map(({ word, stems, stemPrefix, prefix }) => ({
    terms: [
      ...stems.map((stem) => ({ lexeme: stem, prefix: stemPrefix && stem.length >= 3 })),
      ...(prefix && word.length >= 3 ? [{ lexeme: word, prefix: true }] : []),
      ...(corrected.get(word) ?? []).flatMap((correction) =>
        wordStems(correction).stems.map((stem) => ({ lexeme: stem, prefix: false })),
      ),
    ],
  }))
}

type Page = Pick<SearchOutcome, 'hits' | 'total' | 'kinds'>

type FoundHit = Omit<SearchHit, 'id' | 'score'> & { id: string | number; score: string | number }

type KindCount = { kind: string; count: number }

/**
 * The query's two tsqueries: every word (`all`), and any word (`any`, NULL for a query of one
 * word). Any word is searched only when no document of the wanted kind has every word.
 */
type Tsqueries = { all: string; any: string | null }

const termsSql = `terms AS (SELECT to_tsquery('simple', $1) AS all_words,
    CASE WHEN $2::text IS NULL THEN NULL ELSE to_tsquery('simple', $2) END AS any_word)`

const kindWanted = (column: string) => `($3::text IS NULL OR ${column} = $3)`

/**
 * Every match (GIN on the full tsvector) counted per kind; nothing else of a match is read, so a
 * query matching most of the index costs its count and no more.
 */
const countsSql = (documents: string, query: string, only = 'true') =>
  `SELECT d.kind, count(*)::int AS count FROM ${documents} d, terms
   WHERE ${only} AND d.tsv @@ ${query} GROUP BY d.kind`

/**
 * The counts per kind of the words searched: every word's, or, when no document of the wanted
 * kind has every word, any word's (`fallback`). The statement of `kindCounts`, and CTEs of
 * `rankedPage` when the page counts in the same statement (`counts`).
 */
function countsCtes(documents: string) {
  return `counts_all AS MATERIALIZED (${countsSql(documents, 'terms.all_words')}),
     counts_fallback AS MATERIALIZED (
       SELECT terms.any_word IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM counts_all WHERE ${kindWanted('kind')}) AS any_word
       FROM terms
     ),
     counts_any AS MATERIALIZED (${countsSql(
       documents,
       'terms.any_word',
       '(SELECT any_word FROM counts_fallback)',
     )}),
     counts AS MATERIALIZED (
       SELECT kind, count FROM counts_all WHERE NOT (SELECT any_word FROM counts_fallback)
       UNION ALL SELECT kind, count FROM counts_any
     )`
}

function kindCounts(db: SqlClient, tsqueries: Tsqueries, kind: SearchKind | null) {
  return db.query<KindCount>(
    `WITH ${termsSql}, ${countsCtes(searchTables().documents)} SELECT kind, count FROM counts`,
    [tsqueries.all, tsqueries.any, kind],
    { prepared: true },
  )
}

/**
 * The matches worth ranking of one tsquery (see `rankedPage`); `only` keeps the any-word
 * ranking from running unless it is wanted.
 */
const rankedSql = (documents: string, query: string, only = 'true') =>
  `SELECT d.id, d.kind, d.published_at,
     (0.1 + CASE WHEN d.title_tsv @@ ${query}
         THEN 0.3 / (1 + ln(greatest(length(d.title_tsv), 1))) ELSE 0 END
       + 0.6 * coalesce(a.sim, 0))::float8 AS score
   FROM ${documents} d CROSS JOIN terms LEFT JOIN alike a ON a.id = d.id
   WHERE ${only} AND d.head_tsv @@ ${query}
   UNION ALL
   SELECT a.id, a.kind, a.published_at, (0.6 * a.sim)::float8
   FROM alike a CROSS JOIN LATERAL (
     -- each similar title's own row, by its key (OFFSET 0 keeps the planner from turning this
     -- into a scan of every match joined to the few similar titles)
     SELECT d.tsv @@ ${query} AS matches, d.head_tsv @@ ${query} AS in_head
     FROM ${documents} d CROSS JOIN terms WHERE d.id = a.id OFFSET 0
   ) m
   WHERE ${only} AND m.matches AND NOT m.in_head`

/**
 * The page of results, in one statement (bench:search, docs/performance.md):
 *
 * - The ranking, of the matches worth ranking only: those with a query word in title or summary
 *   (GIN on `head_tsv`) and those whose title is similar to the query (pg_trgm's `%`, similarity
 *   ≥ TITLE_SIMILARITY, through the title's trigram index: it catches forms the stemmer does not
 *   join, like „peceti“ and „pečeť“). Score: 0.1 for title or summary, more when the title
 *   itself has the words (`title_tsv`, kept in the row), the more the shorter the title
 *   (ts_rank's length normalisation, 0.3 / (1 + ln words)), plus 0.6 × the title's trigram
 *   similarity for the similar ones. Similarity is computed for those alone: at 9 µs a row,
 *   scoring every match in title or summary cost more than the rest of the query together.
 * - Every word first; when no document of the wanted kind has them all (none ranked, and then
 *   none in a body either: that GIN lookup runs only then), any word (`fallback`), in the same
 *   statement: the similar titles are found once, and no second round of statements is sent.
 * - Matches in the body only (`body_only`: every match but the ranked ones) follow, newest first.
 *   Its LIMIT is what the ranked ones leave of the page: 0 on a page they fill, and PostgreSQL
 *   then reads none of them. It reuses `ranked` rather than finding the title and summary
 *   matches and the similar titles again (a second statement did: ~10 ms on a narrow query).
 * - With `withCounts`, the counts per kind (`countsCtes`) too; without, `total` and `kinds` are
 *   null and `kindCounts` runs beside this statement on another connection.
 */
async function rankedPage(
  db: SqlClient,
  tsqueries: Tsqueries,
  request: SearchRequest,
  folded: string,
  withCounts: boolean,
) {
  const tables = searchTables()
  const trgm = await trigramSchemaOf(db)
  const rows = await db.query<{
    total: string | null
    kinds: Record<string, number> | null
    hits: FoundHit[] | null
  }>(
    `WITH ${termsSql},
     alike AS MATERIALIZED (
       SELECT d.id, d.kind, d.published_at, ${trgm}.similarity(d.title_folded, $4) AS sim
       FROM ${tables.documents} d
       WHERE d.title_folded OPERATOR(${trgm}.%) $4 AND ${trgm}.similarity(d.title_folded, $4) >= $7
     ),
     ranked_all AS MATERIALIZED (${rankedSql(tables.documents, 'terms.all_words')}),
     fallback AS MATERIALIZED (
       SELECT terms.any_word IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM ranked_all WHERE ${kindWanted('kind')})
         AND NOT EXISTS (SELECT 1 FROM ${tables.documents} d
           WHERE d.tsv @@ terms.all_words AND ${kindWanted('d.kind')}) AS any_word
       FROM terms
     ),
     q AS MATERIALIZED (
       SELECT CASE WHEN f.any_word THEN terms.any_word ELSE terms.all_words END AS query
       FROM terms, fallback f
     ),
     ranked_any AS MATERIALIZED (${rankedSql(
       tables.documents,
       'terms.any_word',
       '(SELECT any_word FROM fallback)',
     )}),
     ranked AS MATERIALIZED (
       SELECT * FROM ranked_all WHERE NOT (SELECT any_word FROM fallback)
       UNION ALL SELECT * FROM ranked_any
     ),
     ${withCounts ? `${countsCtes(tables.documents)},` : ''}
     wanted AS MATERIALIZED (SELECT * FROM ranked WHERE ${kindWanted('kind')}),
     wanted_count AS MATERIALIZED (SELECT count(*) AS count FROM wanted),
     ${
       withCounts
         ? `total AS MATERIALIZED (
              SELECT coalesce(sum(count), 0) AS count FROM counts WHERE ${kindWanted('kind')}),`
         : ''
     }
     top AS MATERIALIZED (
       SELECT id, score, published_at FROM wanted
       ORDER BY score DESC, published_at DESC NULLS LAST, id LIMIT $5 OFFSET $6
     ),
     body_only AS (
       SELECT d.id, d.published_at FROM ${tables.documents} d, q
       WHERE d.tsv @@ q.query AND ${kindWanted('d.kind')}
         AND d.id NOT IN (SELECT id FROM ranked)
       ORDER BY d.published_at DESC NULLS LAST, d.id
       LIMIT ${
         // with the counts at hand, no body-only match is sought when every match is ranked
         withCounts
           ? `CASE WHEN (SELECT count FROM total) > (SELECT count FROM wanted_count)
                THEN $5 - (SELECT count(*) FROM top) ELSE 0 END`
           : `$5 - (SELECT count(*) FROM top)`
       }
       OFFSET greatest(0, $6 - (SELECT count FROM wanted_count))
     ),
     page AS (
       SELECT d.id, d.kind, d.title, d.url, d.summary, left(d.body, 1500) AS body, m.score,
         m.position
       FROM (
         SELECT id, score, row_number() OVER (
             ORDER BY score DESC, published_at DESC NULLS LAST, id) AS position
         FROM top
         UNION ALL
         SELECT id, 0, $5 + row_number() OVER (ORDER BY published_at DESC NULLS LAST, id)
         FROM body_only
       ) m
       JOIN ${tables.documents} d ON d.id = m.id
     )
     SELECT
       ${
         withCounts
           ? `(SELECT count FROM total) AS total,
              (SELECT json_object_agg(kind, count) FROM counts) AS kinds,`
           : 'NULL AS total, NULL AS kinds,'
       }
       (SELECT json_agg(page ORDER BY position) FROM page) AS hits`,
    [
      tsqueries.all,
      tsqueries.any,
      request.kind ?? null,
      folded,
      request.limit,
      request.offset,
      TITLE_SIMILARITY,
    ],
    { prepared: true },
  )
  const row = rows[0]
  return {
    total: row?.total == null ? null : Number(row.total),
    kinds: (row?.kinds ?? {}) as SearchOutcome['kinds'],
    hits: row?.hits ?? [],
  }
}

/**
 * `work` in one transaction with the search's planner settings. When most documents match, the
 * planner would rather scan the table, which reads every full tsvector from TOAST; through the
 * GIN index a match needs none of them (no recheck). The trigram index prunes by the threshold
 * of `%`: at TITLE_SIMILARITY it rechecks fewer titles. The statements are prepared on each
 * connection and run with the plan made once for any values (`force_generic_plan`): PostgreSQL
 * would otherwise plan the page's statement anew for each search (~2 ms), its plan for the
 * bound values judged cheaper than the generic one, which is as good here (bench:search).
 */
function withPlannerSettings<T>(db: SqlClient, work: (client: SqlClient) => Promise<T>) {
  if (!db.inTransaction) return work(db)
  return db.inTransaction(work, {
    enable_seqscan: 'off',
    plan_cache_mode: 'force_generic_plan',
    'pg_trgm.similarity_threshold': String(TITLE_SIMILARITY),
  })
}

/**
 * The results page's counts per kind are as costly as the page itself on a broad query (a scan
 * of every match against the ranking's title and summary matches), and neither needs the other:
 * they run at the same time on two connections, each in its own transaction (never one
 * waiting for the other, so a busy pool only delays them). Suggestions (no counts per kind)
 * and a client of one connection count in the page's statement.
 */
async function run(
  db: SqlClient,
  tsqueries: Tsqueries,
  request: SearchRequest,
  folded: string,
): Promise<Page> {
  const apart = Boolean(request.withKinds && db.inTransaction)
  const [found, counts] = await Promise.all([
    withPlannerSettings(db, (client) => rankedPage(client, tsqueries, request, folded, !apart)),
    apart
      ? withPlannerSettings(db, (client) => kindCounts(client, tsqueries, request.kind ?? null))
      : null,
  ])
  const kinds: SearchOutcome['kinds'] = counts
    ? Object.fromEntries(counts.map(({ kind, count }) => [kind, Number(count)]))
    : found.kinds
  const total = counts
    ? counts
        .filter(({ kind }) => !request.kind || kind === request.kind)
        .reduce((sum, { count }) => sum + Number(count), 0)
    : (found.total ?? 0)
  return {
    total,
    kinds: request.withKinds ? kinds : {},
    hits: found.hits.map((hit) => ({
      id: Number(hit.id),
      kind: hit.kind,
      title: hit.title,
      url: hit.url,
      summary: hit.summary,
      body: hit.body,
      score: Number(hit.score),
    })),
  }
}

/**
 * Searches the index: every query word (or a typo correction of it) must match, by stem or as a
 * prefix; when no document has them all, documents with any of them are shown instead. Matches
 * in the title first, then in the summary, lifted by the title's trigram similarity to the whole
 * query (`ranked`); matches in the body only, with a title unlike the query, follow, newest first.
 * The visitor's text reaches PostgreSQL only as bound parameters: the tsquery is built from
 * folded letters and digits (searchTerms.ts).
 */
export async function searchIndex(db: SqlClient, request: SearchRequest): Promise<SearchOutcome> {
  const words = queryWords(request.query)
  if (words.length === 0) return { ...EMPTY, words }
  const corrected = await corrections(db, words)
  const clauses = clausesOf(words, corrected)
  const folded = words.map(({ word }) => word).join(' ')
  const outcome = await run(
    db,
    {
      all: tsqueryText(clauses, '&'),
      any: clauses.length > 1 ? tsqueryText(clauses, '|') : null,
    },
    request,
    folded,
  )
  const correctionWords = [...corrected.values()].flat()
  return {
    ...outcome,
    words: [
      ...words,
      ...correctionWords.map((word) => ({
        word,
        stems: wordStems(word).stems,
        stemPrefix: false,
        prefix: false,
      })),
    ],
    corrections: correctionWords,
  }
}
