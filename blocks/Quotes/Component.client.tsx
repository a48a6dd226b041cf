'use client'

import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel'
import React, { useEffect, useRef, useState } from 'react'

import {
  carouselHeight,
  emblaDurationForSpeed,
  nextSlideIndex,
  quoteCarouselTiming,
} from './carouselTiming'
import styles from './styles.module.css'

type Props = { label: string; children: React.ReactNode }

/** The control's accessible name says what pressing it does (WCAG 2.2.2). */
export const QUOTE_ROTATION_LABELS = {
  pause: 'Pozastavit prezentaci citací',
  play: 'Spustit prezentaci citací',
} as const

const reducedMotionQuery = '(prefers-reduced-motion: reduce)'

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
function useLazyEmbla() {
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

/**
 * Vertical quote carousel (spec 4/9): autoplay every 5 s, rewinds, no arrows; dots to choose a
 * slide. WCAG 2.2.2: a visible pause/play control stops and restarts the autoplay; it also stops
 * while the pointer is over the carousel or focus is inside it, and does not start under
 * prefers-reduced-motion (the control can still start it). While it rotates, the slides are not
 * a live region (`aria-live="off"`); stopped, a newly chosen quote is announced (`polite`).
 */
export function QuotesCarousel({ label, children }: Props) {
  const slides = React.Children.toArray(children)
  const [viewportRef, embla] = useLazyEmbla()
  const [selected, setSelected] = useState(0)
  const [height, setHeight] = useState<number | null>(null)
  /** The visitor's own choice with the control; until then, autoplay unless reduced motion. */
  const [chosenPlaying, setChosenPlaying] = useState<boolean | null>(null)
  const [reducedMotion, setReducedMotion] = useState(false)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const canRotate = slides.length > 1
  const playing = canRotate && (chosenPlaying ?? !reducedMotion)
  const rotating = playing && !hovered && !focused

  useEffect(() => {
    const query = window.matchMedia(reducedMotionQuery)
    // The preference exists only in the browser, so it is read after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setReducedMotion(query.matches)
    const onChange = () => setReducedMotion(query.matches)
    query.addEventListener('change', onChange)
    return () => query.removeEventListener('change', onChange)
  }, [])

  useEffect(() => {
    if (!embla) return
    const onSelect = () => setSelected(embla.selectedScrollSnap())
    embla.on('select', onSelect)
    return () => {
      embla.off('select', onSelect)
    }
  }, [embla])

  // Equal slide heights: measured 1 s after load (+25 px the first time) and again on resize.
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

  // A new interval on every change: a quote shown after a pause stays a full interval.
  useEffect(() => {
    if (!embla || !rotating) return
    const timer = window.setInterval(() => {
      const root = rootRef.current
      if (!root || root.offsetParent === null) return // hidden (other audience)
      embla.scrollTo(
        nextSlideIndex(embla.selectedScrollSnap(), embla.scrollSnapList().length),
        window.matchMedia(reducedMotionQuery).matches,
      )
    }, quoteCarouselTiming.autoplayMs)
    return () => window.clearInterval(timer)
  }, [embla, rotating])

  const toggle = () => setChosenPlaying(!playing)

  return (
    <div
      ref={rootRef}
      className={styles.carousel}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        // focus moving between the carousel's own controls keeps it paused
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
      }}
    >
      {canRotate ? (
        // Before the slides in the DOM, so the keyboard reaches the pause control first (WCAG
        // 2.2.2); shown to the right of them.
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.rotation}
            aria-label={playing ? QUOTE_ROTATION_LABELS.pause : QUOTE_ROTATION_LABELS.play}
            data-playing={playing ? 'true' : 'false'}
            onClick={toggle}
          >
            <span className={styles.rotationIcon} aria-hidden="true" />
          </button>
          <div className={styles.dots}>
            {slides.map((_, index) => (
              <button
                key={index}
                type="button"
                className={styles.dot}
                aria-label={`Citace ${index + 1}`}
                aria-current={index === selected ? 'true' : undefined}
                // under reduced motion the chosen quote appears without the scroll animation
                onClick={() =>
                  embla?.scrollTo(index, window.matchMedia(reducedMotionQuery).matches)
                }
              />
            ))}
          </div>
        </div>
      ) : null}
      <div
        className={styles.viewport}
        ref={viewportRef}
        style={height ? { height: `${height}px` } : undefined}
      >
        <div className={styles.track} aria-live={rotating ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            <div
              key={index}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} z ${slides.length}`}
              aria-hidden={index !== selected}
              data-active={index === selected ? 'true' : undefined}
              style={height ? { height: `${height}px` } : undefined}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
    </div>
  )
}
