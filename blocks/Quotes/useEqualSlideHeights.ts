import type { EmblaCarouselType } from 'embla-carousel'
import { useEffect, useState } from 'react'

import { carouselHeight, quoteCarouselTiming } from './carouselTiming'

/**
 * One height for every slide (the tallest quote's): measured 1 s after load (+25 px the first
 * time) and again on resize; null until measured.
 */
export function useEqualSlideHeights(embla: EmblaCarouselType | undefined) {
  const [height, setHeight] = useState<number | null>(null)

  useEffect(() => {
    if (!embla) return
    let first = true
    let measured = false
    const measure = () => {
      const heights = embla.slideNodes().map((node) => {
        const content = node.firstElementChild as HTMLElement | null
        return content?.offsetHeight ?? node.offsetHeight
      })
      if (heights.every((value) => value === 0)) return // hidden (other audience)
      setHeight(carouselHeight(heights, first))
      first = false
      measured = true
    }
    // A carousel of the hidden audience is measured when it is first shown.
    const onEmblaResize = () => {
      if (!measured) measure()
    }
    embla.on('resize', onEmblaResize)
    const timer = window.setTimeout(measure, quoteCarouselTiming.heightDelayMs)
    let resizeTimer: number | undefined
    const onResize = () => {
      window.clearTimeout(resizeTimer)
      resizeTimer = window.setTimeout(measure, 150)
    }
    window.addEventListener('resize', onResize)
    return () => {
      window.clearTimeout(timer)
      window.clearTimeout(resizeTimer)
      window.removeEventListener('resize', onResize)
      embla.off('resize', onEmblaResize)
    }
  }, [embla])

  // Embla measures the slides again once the new height is in the DOM.
  useEffect(() => {
    if (embla && height) embla.reInit()
  }, [embla, height])

  return height
}
