import Link from 'next/link'

import { kindLabel } from '@/search/query/searchKinds'
import type { SiteSearchResult } from '@/search/siteSearch'

import { Highlighted } from './Highlighted'
import styles from './Search.module.css'

/** The results of one page: kind, title (a link) and snippet, matched words marked. */
export function SearchResultList({
  results,
  start,
}: {
  results: SiteSearchResult[]
  start: number
}) {
  return (
    <ol className={styles.results} start={start}>
      {results.map((result) => (
        <li key={result.id} className={styles.result}>
          <p className={styles.kind}>{kindLabel(result.kind)}</p>
          <h3 className={styles.resultTitle}>
            <Link href={result.url} data-search-result="">
              <Highlighted segments={result.title} />
            </Link>
          </h3>
          {result.snippet.length > 0 ? (
            <p className={styles.snippet}>
              <Highlighted segments={result.snippet} />
            </p>
          ) : null}
          <p className={styles.url}>{result.url}</p>
        </li>
      ))}
    </ol>
  )
}
