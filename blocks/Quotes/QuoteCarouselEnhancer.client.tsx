'use client'

import { useEnhancementWhenNeeded } from '@/lib/dom/useEnhancementWhenNeeded'

const loadBehaviour = () =>
  import('./quoteCarouselBehaviour').then((module) => module.enhanceQuoteCarousel)

/**
 * Gives the server-rendered quote carousel (`carouselId`) its behaviour once it nears the
 * viewport or a visitor reaches it: the behaviour and Embla (~9 KB gzip) are fetched then, not
 * with the page. Renders nothing. If the chunk cannot load, the first quote stays shown with the
 * controls inert, as without JavaScript.
 */
export function QuoteCarouselEnhancer({ carouselId }: { carouselId: string }) {
  useEnhancementWhenNeeded(carouselId, loadBehaviour)
  return null
}
