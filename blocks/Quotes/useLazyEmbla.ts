import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel'
import { useEffect, useState } from 'react'

import { emblaDurationForSpeed, quoteCarouselTiming } from './carouselTiming'

const emblaOptions: EmblaOptionsType = {
  axis: 'y',
  loop: false,
  duration: emblaDurationForSpeed,
  dragThreshold: quoteCarouselTiming.dragThresholdPx,
}

/**
 * Embla on the viewport element, its code fetched once the carousel has hydrated: the carousel
 * sits below the fold and its first quote reads without it, so its ~7 KB gzip are not part of
 * the page's first load (downloaded before the first paint, they delayed it on slow phones).
 * If the chunk cannot load, the first quote stays shown with the controls inert.
 */
export function useLazyEmbla() {
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null)
  const [embla, setEmbla] = useState<EmblaCarouselType>()
  useEffect(() => {
    if (!viewport) return
    let api: EmblaCarouselType | undefined
    let unmounted = false
    import('embla-carousel')
      .then(({ default: EmblaCarousel }) => {
        if (unmounted) return
        api = EmblaCarousel(viewport, emblaOptions)
        setEmbla(api)
      })
      .catch(() => {})
    return () => {
      unmounted = true
      api?.destroy()
      setEmbla(undefined)
    }
  }, [viewport])
  return [setViewport, embla] as const
}
