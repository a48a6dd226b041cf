import { findSearchedQueries, SEARCHED_DAYS } from '@/cms/attention/findSearchedQueries'
import type { SearchedQuery } from '@/search/searchQueryLog'

import type { DashboardSectionProps } from './sectionProps'
import styles from './Dashboard.module.css'

function QueryList({
  id,
  title,
  queries,
  empty,
}: {
  id: string
  title: string
  queries: SearchedQuery[]
  empty: string
}) {
  return (
    <div data-list={id}>
      <h3 id={`${id}-heading`}>{title}</h3>
      {queries.length === 0 ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <ol className={styles.list} aria-labelledby={`${id}-heading`}>
          {queries.map(({ query, searches }) => (
            <li key={query}>
              <a
                href={`/hledat?${new URLSearchParams({ q: query })}`}
                target="_blank"
                rel="noopener"
              >
                {query}
              </a>
              <span className={styles.meta}>{searches}× hledáno</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  )
}

/**
 * "Co lidé hledají": the site search's most frequent queries and the queries that found nothing
 * in the last 30 days (the cheapest sign of missing content). Counts only, no personal data.
 */
export async function SearchedQueries({ payload, user }: DashboardSectionProps) {
  const searched = await findSearchedQueries(payload, user)
  if (!searched) return null
  return (
    <section
      className={styles.section}
      aria-labelledby="searched-queries-heading"
      data-section="searched-queries"
    >
      <h2 id="searched-queries-heading" className={styles.heading}>
        Co lidé hledají <span className={styles.count}>(posledních {SEARCHED_DAYS} dní)</span>
      </h2>
      <QueryList
        id="searched-top"
        title="Nejčastější dotazy"
        queries={searched.top}
        empty="Zatím nikdo nic nehledal."
      />
      <QueryList
        id="searched-nothing-found"
        title="Dotazy bez výsledku"
        queries={searched.nothingFound}
        empty="Všechna hledání něco našla."
      />
    </section>
  )
}
