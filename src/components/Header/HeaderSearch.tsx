import { SEARCH_QUERY_MAX_LENGTH } from '@/search/query/normaliseSearchQuery'

import styles from './Header.module.css'

/**
 * The header's search box: a GET form to /hledat that works without JavaScript, in the bar on
 * desktop and at the top of the burger's panel. Focusing it loads the suggestions (HeaderBehaviour).
 */
export function HeaderSearch() {
  return (
    <form
      role="search"
      aria-label="Hledání v hlavičce"
      action="/hledat"
      method="get"
      className={styles.search}
    >
      <label htmlFor="header-search-query" className="visually-hidden">
        Hledat na webu
      </label>
      <input
        id="header-search-query"
        className={styles.searchInput}
        type="search"
        name="q"
        placeholder="Hledat na webu"
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        autoComplete="off"
        enterKeyHint="search"
        data-search-suggest=""
      />
      <button type="submit" className={styles.searchSubmit}>
        Hledat
      </button>
    </form>
  )
}
