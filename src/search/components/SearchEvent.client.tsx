'use client'

import { useEffect } from 'react'

import { pushDataLayer } from '@/lib/analytics/dataLayer'
import { hasAnalyticsConsent } from '@/lib/consent/hasConsent'

/**
 * The data-layer `search` event of a results page: the number of results always, the term only
 * when the visitor has agreed to analytics (a query may say more about a person than a click).
 */
export function SearchEvent({ term, results }: { term: string; results: number }) {
  useEffect(() => {
    pushDataLayer({
      event: 'search',
      results,
      ...(hasAnalyticsConsent() ? { search_term: term } : {}),
    })
  }, [term, results])
  return null
}
