import Link from 'next/link'

import { SEARCH_KINDS, type SearchKind } from '@/search/query/searchKinds'

import styles from './Search.module.css'
import { searchHref } from '@/search/query/searchAddress'

/** Links that narrow the results to one kind (only kinds with results), and back to all. */
export function SearchKindFilter({
  query,
  current,
  counts,
}: {
  query: string
  current: SearchKind | null
  counts: Partial<Record<SearchKind, number>>
}) {
  const total = Object.values(counts).reduce((sum, count) => sum + (count ?? 0), 0)
  const kinds = SEARCH_KINDS.filter(({ kind }) => (counts[kind] ?? 0) > 0 || kind === current)
  if (kinds.length < 2 && !current) return null
  return (
    <nav aria-label="Druh výsledků" className={styles.filter}>
      <ul className={styles.filterList}>
        <li>
          <Link
            href={searchHref(query)}
            className={styles.filterLink}
            aria-current={current === null ? 'page' : undefined}
          >
            Vše ({total})
          </Link>
        </li>
        {kinds.map(({ kind, plural }) => (
          <li key={kind}>
            <Link
              href={searchHref(query, kind)}
              className={styles.filterLink}
              aria-current={current === kind ? 'page' : undefined}
            >
              {plural} ({counts[kind] ?? 0})
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
