import type { SearchKind } from '@/search/query/searchKinds'

/** Where an index row comes from: a CMS save (hooks) or the provider sync. */
export type SearchSource = 'cms' | 'provider'

/** One document of the search index, as the writers hand it over. */
export type SearchDocumentInput = {
  /** Unique per document: `pages:12`, `blog:jak-na-podpis`, … */
  sourceKey: string
  source: SearchSource
  kind: SearchKind
  title: string
  /** A site path (`/blog/…`). */
  url: string
  /** Perex or description: weighs more than the body and is the snippet's first choice. */
  summary: string
  /** Plain text of the content (no markup), capped by the writer. */
  body: string
  publishedAt?: Date | null
}

/** Longest body text kept per document: enough for every word a visitor looks for. */
export const MAX_BODY_CHARS = 20_000
