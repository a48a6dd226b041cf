/** One finding of the pre-publish check ("Kontrola před zveřejněním"). */
export type PrepublishIssue = {
  severity: 'warning' | 'error'
  /** Czech, shown to the editor as it is. */
  message: string
  /** Payload's form path of the field concerned (`layout.2.image`, `meta.title`). */
  path: string
}

/** The documents the check knows: the Pages collection and the Homepage global. */
export type PrepublishDocumentKind = 'pages' | 'homepage'

/** What the walk over a document finds, in page order; everything else is ignored. */
export type DocumentFacts = {
  media: { id: number | string; path: string }[]
  pageLinks: { id: number | string; path: string }[]
  sitePaths: { value: string; path: string }[]
  headings: { level: number; path: string }[]
  emptyBlocks: { blockType: string; path: string }[]
}

/** What only the database knows, looked up for the ids and paths a document uses. */
export type PrepublishLookups = {
  /** Alt text of each media document that exists (id as a string). */
  mediaAlt: ReadonlyMap<string, string | null | undefined>
  /** Publication status of each page that exists (id as a string). */
  pageStatus: ReadonlyMap<string, { published: boolean; title?: string | null }>
  /** Paths (without leading slash) a visitor can open: published pages and redirects. */
  reachablePaths: ReadonlySet<string>
}
