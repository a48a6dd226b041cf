'use client'

import { useEffect } from 'react'

import { whenNeeded } from '@/lib/dom/whenNeeded'

/**
 * Gives the server-rendered quote carousel (`carouselId`) its behaviour once it nears the
 * viewport or a visitor reaches it: the behaviour and Embla (~9 KB gzip) are fetched then, not
 * with the page. Renders nothing. If the chunk cannot load, the first quote stays shown with the
 * controls inert, as without JavaScript.
 */
export function QuoteCarouselEnhancer({ carouselId }: { carouselId: string }) {
  useEffect(() => {
    const root = document.getElementById(carouselId)
    if (!root) return
    let cancelled = false
    let undo: (() => void) | undefined
    const cancel = whenNeeded(root, () => {
      void import('./quoteCarouselBehaviour')
        .then(({ enhanceQuoteCarousel }) => {
          if (!cancelled) undo = enhanceQuoteCarousel(root)
        })
        .catch(() => {})
    })
    return () => {
      cancelled = true
      cancel()
      undo?.()
    }
  }, [carouselId])
  return null
}
