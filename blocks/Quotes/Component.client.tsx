'use client'

import type { EmblaCarouselType } from 'embla-carousel'
import React, { Suspense, useRef, useState } from 'react'

import { QuoteCarouselControls } from './QuoteCarouselControls'
import { prefersReducedMotion, usePrefersReducedMotion } from './reducedMotion'
import styles from './styles.module.css'
import { LazyQuoteCarouselEngine } from './lazyQuoteCarouselEngine'
import { useEqualSlideHeights } from './useEqualSlideHeights'
import { useQuoteAutoplay } from './useQuoteAutoplay'
import { useSelectedSlide } from './useSelectedSlide'

type Props = { label: string; children: React.ReactNode }

/**
 * Vertical quote carousel (spec 4/9): autoplay every 5 s, rewinds, no arrows; dots to choose a
 * slide. WCAG 2.2.2: a visible pause/play control stops and restarts the autoplay; it also stops
 * while the pointer is over the carousel or focus is inside it, and does not start under
 * prefers-reduced-motion (the control can still start it). While it rotates, the slides are not
 * a live region (`aria-live="off"`); stopped, a newly chosen quote is announced (`polite`).
 */
export function QuotesCarousel({ label, children }: Props) {
  const slides = React.Children.toArray(children)
  // The viewport as hydrated; Embla is attached to it once its code has loaded (after hydration).
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null)
  const [embla, setEmbla] = useState<EmblaCarouselType>()
  const selected = useSelectedSlide(embla)
  const height = useEqualSlideHeights(embla)
  /** The visitor's own choice with the control; until then, autoplay unless reduced motion. */
  const [chosenPlaying, setChosenPlaying] = useState<boolean | null>(null)
  const reducedMotion = usePrefersReducedMotion()
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const canRotate = slides.length > 1
  const playing = canRotate && (chosenPlaying ?? !reducedMotion)
  const rotating = playing && !hovered && !focused
  useQuoteAutoplay(embla, rotating, rootRef)

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
        <QuoteCarouselControls
          count={slides.length}
          selected={selected}
          playing={playing}
          onToggle={() => setChosenPlaying(!playing)}
          // under reduced motion the chosen quote appears without the scroll animation
          onChoose={(index) => embla?.scrollTo(index, prefersReducedMotion())}
        />
      ) : null}
      <div
        className={styles.viewport}
        ref={setViewport}
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
      {viewport ? (
        <Suspense fallback={null}>
          <LazyQuoteCarouselEngine viewport={viewport} onApi={setEmbla} />
        </Suspense>
      ) : null}
    </div>
  )
}
