import { lazy } from 'react'

/**
 * The carousel's Embla code, fetched once the carousel has hydrated and rendered it: the carousel
 * sits below the fold and its first quote reads without it, so Embla's ~7 KB gzip are not part of
 * the page's first load (downloaded before the first paint, they delayed it on slow phones).
 * React.lazy, not next/dynamic: next/dynamic preloads a server-rendered island's chunk in the HTML.
 * If the chunk cannot load, the first quote stays shown with the controls inert.
 */
export const LazyQuoteCarouselEngine = lazy(() =>
  import('./QuoteCarouselEngine').catch(() => ({ default: () => null })),
)
