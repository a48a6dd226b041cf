import type { Metadata } from 'next'
import { headers } from 'next/headers'
import Link from 'next/link'
import { redirect } from 'next/navigation'
import { after } from 'next/server'

import { searchDatabase } from '@/search/searchDatabase'
import { PageIntro } from '@/components/content/PageIntro'
import { Section } from '@/components/content/Section'
import { EmptyState, ErrorState } from '@/components/content/StatusMessage'
import { SearchEvent } from '@/search/components/SearchEvent.client'
import { SearchForm } from '@/search/components/SearchForm'
import { SearchKindFilter } from '@/search/components/SearchKindFilter'
import { SearchPagination } from '@/search/components/SearchPagination'
import { SearchResultList } from '@/search/components/SearchResultList'
import styles from '@/search/components/Search.module.css'
import { normaliseSearchQuery } from '@/search/query/normaliseSearchQuery'
import { resultCountText } from '@/search/query/resultCountText'
import { readSearchAddress, searchHref } from '@/search/query/searchAddress'
import { type kindFromParam, kindParam } from '@/search/query/searchKinds'
import { allowSearch } from '@/search/query/searchRateLimit'
import { logSearchQuery } from '@/search/searchQueryLog'
import { RESULTS_PER_PAGE, type SiteSearch, siteSearch } from '@/search/siteSearch'

/** Results depend on the query: rendered per request, held 1 s by the HTTP cache at most. */
export const dynamic = 'force-dynamic'

type SearchParams = Promise<Record<string, string | string[] | undefined>>

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/** The sections most visitors come for: the suggestions when nothing was found. */
const MAIN_SECTIONS = [
  { href: '/elektronicky-podpis', label: 'Elektronický podpis' },
  { href: '/eidas', label: 'eIDAS pro úřady' },
  { href: '/digitalizace-hr', label: 'Digitalizace HR' },
  { href: '/datove-schranky', label: 'Datové schránky' },
  { href: '/blog', label: 'Blog' },
  { href: '/udalosti', label: 'Události' },
  { href: '/kontakt', label: 'Kontakt' },
]

export async function generateMetadata({
  searchParams,
}: {
  searchParams: SearchParams
}): Promise<Metadata> {
  const query = normaliseSearchQuery(first((await searchParams).q))
  return {
    title: query ? `Hledání: ${query}` : 'Hledání',
    // results pages are never search-engine pages; their links may be followed
    robots: { index: false, follow: true },
    alternates: { canonical: '/hledat' },
  }
}

type Outcome =
  | { state: 'empty' }
  | { state: 'limited' }
  | { state: 'failed' }
  | { state: 'done'; search: SiteSearch }

async function runSearch(
  query: string,
  kind: ReturnType<typeof kindFromParam>,
  page: number,
): Promise<Outcome> {
  if (!query) return { state: 'empty' }
  if (!(await allowSearch(await headers()))) return { state: 'limited' }
  try {
    const db = await searchDatabase()
    const search = await siteSearch(db, { query, kind: kind ?? null, page })
    // counted once per search (its first page of all kinds), after the answer has gone out
    if (page === 1 && !kind) {
      after(() =>
        logSearchQuery(db, query, search.total === 0).catch((error: unknown) =>
          console.warn(
            `[search] query not logged: ${error instanceof Error ? error.message : String(error)}`,
          ),
        ),
      )
    }
    return { state: 'done', search }
  } catch (error) {
    console.error(
      `[search] search failed: ${error instanceof Error ? error.message : String(error)}`,
    )
    return { state: 'failed' }
  }
}

export default async function SearchPage({ searchParams }: { searchParams: SearchParams }) {
  const { query, kind, page, redirectTo } = readSearchAddress(await searchParams)
  if (redirectTo) redirect(redirectTo)

  const outcome = await runSearch(query, kind, page)
  return (
    <>
      <PageIntro eyebrow="Vyhledávání" title={query ? `Hledání: ${query}` : 'Hledat na webu'}>
        <SearchForm query={query} kindParam={kind ? kindParam(kind) : null} />
      </PageIntro>
      <Section title="Výsledky hledání" titleId="search-results" hideTitle>
        {kind === undefined ? (
          <p className={styles.hint} role="status">
            Takový druh výsledků neznáme, hledáme ve všem.
          </p>
        ) : null}
        {outcome.state === 'empty' ? (
          <EmptyState>
            Napište, co hledáte – například elektronický podpis, archivace nebo datové schránky.
          </EmptyState>
        ) : outcome.state === 'limited' ? (
          <EmptyState>Hledáte příliš často. Zkuste to prosím znovu za chvíli.</EmptyState>
        ) : outcome.state === 'failed' ? (
          <ErrorState title="Vyhledávání je teď nedostupné." message={null} />
        ) : outcome.search.total === 0 ? (
          <>
            <EmptyState>
              Pro „{query}“ jsme nic nenašli. Zkuste jiné nebo obecnější slovo, nebo se podívejte do
              hlavních sekcí webu:
            </EmptyState>
            <ul className={styles.sections}>
              {MAIN_SECTIONS.map((section) => (
                <li key={section.href}>
                  <Link href={section.href}>{section.label}</Link>
                </li>
              ))}
            </ul>
            <SearchEvent term={query} results={0} />
          </>
        ) : (
          <>
            <p className={styles.count} role="status">
              {resultCountText(outcome.search.total)}
            </p>
            <SearchKindFilter query={query} current={kind ?? null} counts={outcome.search.kinds} />
            {outcome.search.results.length === 0 ? (
              <EmptyState>
                Tolik stránek výsledků není.{' '}
                <Link href={searchHref(query, kind ?? null)}>Zpět na první stránku</Link>
              </EmptyState>
            ) : (
              <SearchResultList
                results={outcome.search.results}
                start={(page - 1) * RESULTS_PER_PAGE + 1}
              />
            )}
            <SearchPagination
              query={query}
              kind={kind ?? null}
              page={page}
              pages={outcome.search.pages}
            />
            <SearchEvent term={query} results={outcome.search.total} />
          </>
        )}
      </Section>
    </>
  )
}
