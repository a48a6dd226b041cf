'use client'

import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel'
import Autoplay from 'embla-carousel-autoplay'
import useEmblaCarousel from 'embla-carousel-react'
import { type RefObject, useEffect, useRef, useState } from 'react'

import { carouselHeight, emblaDurationForSpeed, quoteCarouselTiming } from './carouselTiming'

const OPTIONS: EmblaOptionsType = {
  axis: 'y',
  loop: false,
  duration: emblaDurationForSpeed,
  dragThreshold: quoteCarouselTiming.dragThresholdPx,
  // Added or removed quotes are taken below, together with a new height, not on every mutation.
  watchSlides: false,
}

export type QuoteCarouselMotionProps = {
  /** The carousel's window; its first child holds the slides. */
  viewport: RefObject<HTMLElement | null>
  /** The slides' ids: when quotes are added or removed (live preview), Embla takes them anew. */
  slideIds: string
  /** Whether the autoplay should turn now (the control, reduced motion, pointer and focus). */
  rotating: boolean
  reducedMotion: boolean
  onEmbla: (embla: EmblaCarouselType | undefined) => void
  onSelect: (index: number) => void
  /** The height every slide gets: the tallest quote's. */
  onHeight: (px: number) => void
}

/**
 * The quote carousel's motion (QuoteCarousel.client.tsx loads it when the carousel is needed):
 * Embla on the server-rendered window, its autoplay plugin, and the equal slide heights. Renders
 * nothing; what it finds out goes up to the carousel, which renders it.
 */
export function QuoteCarouselMotion({
  viewport,
  slideIds,
  rotating,
  reducedMotion,
  onEmbla,
  onSelect,
  onHeight,
}: QuoteCarouselMotionProps) {
  // The carousel decides when the autoplay turns: the pause on hover and focus covers its controls
  // too (outside Embla's nodes) and must not restart what the visitor stopped with the control,
  // so none of the plugin's own stops is used but the one on a drag, after which the carousel
  // starts it again when it should turn (`pointerUp` below). Stopped at first: `rotating` starts it.
  const [plugins] = useState(() => [
    Autoplay({
      delay: quoteCarouselTiming.autoplayMs,
      playOnInit: false,
      stopOnInteraction: true,
      stopOnMouseEnter: false,
      stopOnFocusIn: false,
    }),
  ])
  const [emblaRef, embla] = useEmblaCarousel(OPTIONS, plugins)
  // The window is the carousel's (rendered before this chunk arrived), so it is handed over here
  // rather than through a `ref` prop.
  useEffect(() => emblaRef(viewport.current), [emblaRef, viewport])

  useEffect(() => {
    onEmbla(embla)
    return () => onEmbla(undefined)
  }, [embla, onEmbla])

  useEffect(() => {
    if (!embla) return
    const report = () => onSelect(embla.selectedScrollSnap())
    report()
    embla.on('select', report).on('reInit', report)
    return () => {
      embla.off('select', report).off('reInit', report)
    }
  }, [embla, onSelect])

  // A carousel of the audience not shown (display: none) does not turn.
  const [shown, setShown] = useState(true)
  useEffect(() => {
    if (!embla) return
    const check = () => setShown(embla.rootNode().offsetParent !== null)
    check()
    embla.on('reInit', check)
    return () => {
      embla.off('reInit', check)
    }
  }, [embla])

  const turning = rotating && shown
  useEffect(() => {
    if (!embla) return
    const autoplay = plugins[0]!
    // Each start is a full interval: a quote shown after a pause stays its 5 s. Embla starts its
    // plugins anew (stopped) when it re-initialises; a drag stops the autoplay.
    const apply = () => (turning ? autoplay.play(reducedMotion) : autoplay.stop())
    apply()
    embla.on('reInit', apply).on('pointerUp', apply)
    return () => {
      embla.off('reInit', apply).off('pointerUp', apply)
    }
  }, [embla, plugins, turning, reducedMotion])

  // One height for every slide (the tallest quote's): measured 1 s after the start (+25 px the
  // first time), again on resize, when a carousel of the hidden audience is first shown, and
  // when quotes are added or removed.
  const firstMeasure = useRef(true)
  const measured = useRef(false)
  useEffect(() => {
    if (!embla) return
    const measure = () => {
      // The quote's own height (the slide's is the one set last time) plus the card's borders:
      // without them the card's bottom edge fell outside the window after a resize.
      const heights = embla
        .slideNodes()
        .map(
          (slide) =>
            ((slide.firstElementChild as HTMLElement | null)?.offsetHeight ?? slide.offsetHeight) +
            slide.offsetHeight -
            slide.clientHeight,
        )
      if (heights.every((value) => value === 0)) return // hidden (other audience)
      onHeight(carouselHeight(heights, firstMeasure.current))
      firstMeasure.current = false
      measured.current = true
    }
    const onEmblaResize = () => {
      if (!measured.current) measure()
    }
    let resizeTimer: number | undefined
    const onResize = () => {
      window.clearTimeout(resizeTimer)
      resizeTimer = window.setTimeout(measure, 150)
    }
    const heightTimer = window.setTimeout(
      measure,
      measured.current ? 0 : quoteCarouselTiming.heightDelayMs,
    )
    embla.on('resize', onEmblaResize)
    window.addEventListener('resize', onResize)
    return () => {
      window.clearTimeout(heightTimer)
      window.clearTimeout(resizeTimer)
      embla.off('resize', onEmblaResize)
      window.removeEventListener('resize', onResize)
    }
  }, [embla, onHeight, slideIds])

  // Quotes added or removed (live preview): Embla takes the new slides.
  const previousIds = useRef(slideIds)
  useEffect(() => {
    if (!embla || previousIds.current === slideIds) return
    previousIds.current = slideIds
    embla.reInit()
  }, [embla, slideIds])

  return null
}
