'use client'

import useEmblaCarousel from 'embla-carousel-react'
import React, { useEffect, useRef, useState } from 'react'

import {
  carouselHeight,
  emblaDurationForSpeed,
  nextSlideIndex,
  quoteCarouselTiming,
} from './carouselTiming'
import styles from './styles.module.css'

type Props = { label: string; children: React.ReactNode }

/**
 * Vertical quote carousel (spec 4/9): autoplay every 5 s, rewinds, no arrows; dots to choose a
 * slide. Autoplay pauses while hovered or focused and never runs under prefers-reduced-motion.
 */
export function QuotesCarousel({ label, children }: Props) {
  const slides = React.Children.toArray(children)
  const [viewportRef, embla] = useEmblaCarousel({
    axis: 'y',
    loop: false,
    duration: emblaDurationForSpeed,
    dragThreshold: quoteCarouselTiming.dragThresholdPx,
  })
  const [selected, setSelected] = useState(0)
  const [height, setHeight] = useState<number | null>(null)
  const paused = useRef(false)
  const rootRef = useRef<HTMLDivElement>(null)

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

  useEffect(() => {
    if (!embla) return
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)')
    const timer = window.setInterval(() => {
      const root = rootRef.current
      if (paused.current || reducedMotion.matches || !root || root.offsetParent === null) return
      embla.scrollTo(nextSlideIndex(embla.selectedScrollSnap(), embla.scrollSnapList().length))
    }, quoteCarouselTiming.autoplayMs)
    return () => window.clearInterval(timer)
  }, [embla])

  const pause = () => {
    paused.current = true
  }
  const resume = () => {
    paused.current = false
  }

  return (
    <div
      ref={rootRef}
      className={styles.carousel}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={pause}
      onMouseLeave={resume}
      onFocus={pause}
      onBlur={resume}
    >
      <div
        className={styles.viewport}
        ref={viewportRef}
        style={height ? { height: `${height}px` } : undefined}
      >
        <div className={styles.track}>
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
      {slides.length > 1 ? (
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
                embla?.scrollTo(
                  index,
                  window.matchMedia('(prefers-reduced-motion: reduce)').matches,
                )
              }
            />
          ))}
        </div>
      ) : null}
    </div>
  )
}
