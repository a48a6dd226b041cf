import Link from 'next/link'

import type { SearchKind } from '@/search/query/searchKinds'

import styles from './Search.module.css'
import { searchHref } from '@/search/query/searchAddress'

/** Previous / next and the page numbers around the current one. */
export function SearchPagination({
  query,
  kind,
  page,
  pages,
}: {
  query: string
  kind: SearchKind | null
  page: number
  pages: number
}) {
  if (pages <= 1) return null
  const numbers = [...new Set([1, page - 1, page, page + 1, pages])]
    .filter((number) => number >= 1 && number <= pages)
    .sort((a, b) => a - b)
  return (
    <nav aria-label="Stránkování výsledků" className={styles.pagination}>
      <ul className={styles.pageList}>
        {page > 1 ? (
          <li>
            <Link href={searchHref(query, kind, page - 1)} className={styles.pageLink} rel="prev">
              ← Předchozí
            </Link>
          </li>
        ) : null}
        {numbers.map((number) => (
          <li key={number}>
            <Link
              href={searchHref(query, kind, number)}
              className={styles.pageLink}
              aria-current={number === page ? 'page' : undefined}
              aria-label={`Strana ${number}`}
            >
              {number}
            </Link>
          </li>
        ))}
        {page < pages ? (
          <li>
            <Link href={searchHref(query, kind, page + 1)} className={styles.pageLink} rel="next">
              Další →
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
