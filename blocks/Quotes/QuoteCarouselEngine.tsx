'use client'

import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel'
import useEmblaCarousel from 'embla-carousel-react'
import { useEffect } from 'react'

import { emblaDurationForSpeed, quoteCarouselTiming } from './carouselTiming'

const emblaOptions: EmblaOptionsType = {
  axis: 'y',
  loop: false,
  duration: emblaDurationForSpeed,
  dragThreshold: quoteCarouselTiming.dragThresholdPx,
}

type Props = {
  /** The carousel's viewport, server-rendered and already hydrated. */
  viewport: HTMLDivElement
  onApi: (api: EmblaCarouselType | undefined) => void
}

/**
 * Embla (through `embla-carousel-react`) on the quote carousel's viewport. The only module that
 * brings Embla's code; it is loaded after the carousel has hydrated (lazyQuoteCarouselEngine.ts),
 * so the viewport was rendered without it: `emblaRef` (the callback ref the docs put on the
 * viewport as `ref={emblaRef}`) is given that element instead of a new one, and the server's
 * slides stay in place. Renders nothing.
 */
export default function QuoteCarouselEngine({ viewport, onApi }: Props) {
  const [emblaRef, emblaApi] = useEmblaCarousel(emblaOptions)
  useEffect(() => {
    emblaRef(viewport)
    return () => emblaRef(null)
  }, [emblaRef, viewport])
  useEffect(() => {
    onApi(emblaApi)
    return () => onApi(undefined)
  }, [emblaApi, onApi])
  return null
}
