import {
  markWords,
  snippetSegments,
  type SnippetSegment,
  wordMatcher,
} from '@/search/query/snippetSegments'
import { normaliseSearchQuery } from '@/search/query/normaliseSearchQuery'
import type { SearchKind } from '@/search/query/searchKinds'

import { searchIndex } from './searchIndex'
import type { SqlClient } from './sqlClient'

/** Results per page of /hledat. */
export const RESULTS_PER_PAGE = 10
export type SiteSearchResult = {
  id: number
  kind: SearchKind
  url: string
  title: SnippetSegment[]
  snippet: SnippetSegment[]
}

export type SiteSearch = {
  query: string
  kind: SearchKind | null
  page: number
  pages: number
  total: number
  kinds: Partial<Record<SearchKind, number>>
  results: SiteSearchResult[]
}

/**
 * One page of results of /hledat (or the suggestions, with `limit`): each with its title and a
 * snippet as text segments, the matched words marked.
 */
const showsMatch = (segments: SnippetSegment[]) => segments.some((segment) => segment.match)

/**
 * The summary's snippet when it shows a matched word, else the body's when that does, else the
 * summary's (the body's when there is no summary); each made at most once.
 */
function snippetOf(summary: string, body: string, isMatch: (word: string) => boolean) {
  const fromSummary = summary ? snippetSegments(summary, isMatch) : []
  if (showsMatch(fromSummary) || !body) return fromSummary
  const fromBody = snippetSegments(body, isMatch)
  return showsMatch(fromBody) || !summary ? fromBody : fromSummary
}

export async function siteSearch(
  db: SqlClient,
  request: {
    query: string
    kind?: SearchKind | null
    page?: number
    limit?: number
    withKinds?: boolean
  },
): Promise<SiteSearch> {
  const query = normaliseSearchQuery(request.query)
  const limit = request.limit ?? RESULTS_PER_PAGE
  const page = request.page ?? 1
  const outcome = await searchIndex(db, {
    query,
    kind: request.kind ?? null,
    limit,
    offset: (page - 1) * limit,
    withKinds: request.withKinds ?? true,
  })
  const isMatch = wordMatcher(outcome.words)
  return {
    query,
    kind: request.kind ?? null,
    page,
    pages: Math.ceil(outcome.total / limit),
    total: outcome.total,
    kinds: outcome.kinds,
    results: outcome.hits.map((hit) => {
      const snippet = snippetOf(hit.summary, hit.body, isMatch)
      return {
        id: hit.id,
        kind: hit.kind,
        url: hit.url,
        title: markWords(hit.title, isMatch),
        snippet,
      }
    }),
  }
}
