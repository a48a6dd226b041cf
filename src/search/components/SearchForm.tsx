import { SEARCH_QUERY_MAX_LENGTH } from '@/search/query/normaliseSearchQuery'

import styles from './Search.module.css'

/**
 * The search box of /hledat: a plain GET form (works without JavaScript). With JavaScript the
 * input offers suggestions once focused (the header's behaviour loads them, searchSuggestions.ts).
 */
export function SearchForm({ query, kindParam }: { query: string; kindParam?: string | null }) {
  return (
    <form
      role="search"
      aria-label="Hledání na stránce výsledků"
      action="/hledat"
      method="get"
      className={styles.form}
    >
      <label htmlFor="search-page-query" className={styles.label}>
        Co hledáte?
      </label>
      <div className={styles.row}>
        <input
          id="search-page-query"
          className={styles.input}
          type="search"
          name="q"
          defaultValue={query}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
          data-search-suggest=""
        />
        {kindParam ? <input type="hidden" name="druh" value={kindParam} /> : null}
        <button type="submit" className={styles.submit}>
          Hledat
        </button>
      </div>
    </form>
  )
}
