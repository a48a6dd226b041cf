import type { EmblaCarouselType } from 'embla-carousel'
import { type RefObject, useEffect } from 'react'

import { nextSlideIndex, quoteCarouselTiming } from './carouselTiming'
import { prefersReducedMotion } from './reducedMotion'

/** While `rotating`, the next quote every 5 s, rewinding after the last. */
export function useQuoteAutoplay(
  embla: EmblaCarouselType | undefined,
  rotating: boolean,
  root: RefObject<HTMLDivElement | null>,
) {
  // A new interval on every change: a quote shown after a pause stays a full interval.
  useEffect(() => {
    if (!embla || !rotating) return
    const timer = window.setInterval(() => {
      const element = root.current
      if (!element || element.offsetParent === null) return // hidden (other audience)
      embla.scrollTo(
        nextSlideIndex(embla.selectedScrollSnap(), embla.scrollSnapList().length),
        prefersReducedMotion(),
      )
    }, quoteCarouselTiming.autoplayMs)
    return () => window.clearInterval(timer)
  }, [embla, rotating, root])
}
