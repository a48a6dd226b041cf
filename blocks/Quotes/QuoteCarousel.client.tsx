'use client'

import type { EmblaCarouselType } from 'embla-carousel'
import {
  type FocusEvent,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useRef,
  useState,
} from 'react'

import { useNeeded } from '@/lib/dom/useNeeded'
import { useReducedMotion } from '@/lib/dom/useReducedMotion'

import { QuoteCarouselControls } from './QuoteCarouselControls'
import styles from './styles.module.css'

export type QuoteSlide = { id: string; content: ReactNode }

/** Fetched when first rendered. If the chunk cannot load, nothing moves: the first quote stays. */
const QuoteCarouselMotion = lazy(() =>
  import('./QuoteCarouselMotion.client')
    .then((module) => ({ default: module.QuoteCarouselMotion }))
    .catch(() => ({ default: () => null })),
)

/**
 * The quote carousel (spec 4/9: autoplay every 5 s, rewinds, no arrows; dots to choose a quote).
 * Rendered on the server as it first shows, so the first quote reads without JavaScript. Its
 * motion (Embla through embla-carousel-react, with embla-carousel-autoplay, ~10 KB gzip) is
 * fetched once the carousel nears the viewport or a visitor reaches it, not with the page; this
 * component keeps what the markup shows (the chosen quote, the labels, the height) in its state,
 * so the nodes stay React's own. WCAG 2.2.2: the pause/play control stops and restarts the
 * autoplay; it also stops while the pointer is over the carousel or focus is inside it, and does
 * not start under prefers-reduced-motion (the control can still start it). While it rotates, the
 * slides are not a live region (`aria-live="off"`); stopped, a newly chosen quote is announced.
 */
export function QuoteCarousel({ label, slides }: { label: string; slides: QuoteSlide[] }) {
  const rootRef = useRef<HTMLDivElement>(null)
  const viewportRef = useRef<HTMLDivElement>(null)
  const needed = useNeeded(rootRef)
  const [embla, setEmbla] = useState<EmblaCarouselType>()
  const [selected, setSelected] = useState(0)
  /** The visitor's own choice with the control; until then, autoplay unless reduced motion. */
  const [chosenPlaying, setChosenPlaying] = useState<boolean | null>(null)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [height, setHeight] = useState<number>()
  /** A quote chosen before the motion arrived, shown as soon as it does. */
  const chosenEarly = useRef<number | null>(null)
  const reducedMotion = useReducedMotion()

  const count = slides.length
  const playing = count > 1 && (chosenPlaying ?? !reducedMotion)
  const rotating = playing && !hovered && !focused

  const onEmbla = useCallback((api: EmblaCarouselType | undefined) => {
    setEmbla(api)
    const root = rootRef.current
    if (!api || !root) return
    // focus or the pointer may already be inside (the first interaction is what loaded it)
    setFocused(root.contains(document.activeElement))
    setHovered(root.matches(':hover'))
    if (chosenEarly.current !== null) api.scrollTo(chosenEarly.current, true)
    chosenEarly.current = null
  }, [])

  const choose = (index: number) => {
    // under reduced motion the chosen quote appears without the scroll animation
    if (embla) embla.scrollTo(index, reducedMotion)
    else chosenEarly.current = index
  }
  const onBlur = (event: FocusEvent) => {
    // focus moving between the carousel's own controls keeps it paused
    if (rootRef.current?.contains(event.relatedTarget as Node | null)) return
    setFocused(false)
  }
  const heightStyle = height ? { height: `${height}px` } : undefined

  return (
    <div
      ref={rootRef}
      className={styles.carousel}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-ready={embla ? 'true' : undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {/* Before the slides in the DOM, so the keyboard reaches the pause control first (WCAG
          2.2.2); shown to the right of them. */}
      {count > 1 ? (
        <QuoteCarouselControls
          count={count}
          selected={selected}
          playing={playing}
          onToggle={() => setChosenPlaying(!playing)}
          onChoose={choose}
        />
      ) : null}
      <div ref={viewportRef} className={styles.viewport} style={heightStyle}>
        <div className={styles.track} aria-live={rotating ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            <div
              key={slide.id}
              className={styles.slide}
              style={heightStyle}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} z ${count}`}
              aria-hidden={index !== selected}
              data-active={index === selected ? 'true' : undefined}
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      {needed ? (
        <Suspense fallback={null}>
          <QuoteCarouselMotion
            viewport={viewportRef}
            slideIds={slides.map((slide) => slide.id).join(' ')}
            rotating={rotating}
            reducedMotion={reducedMotion}
            onEmbla={onEmbla}
            onSelect={setSelected}
            onHeight={setHeight}
          />
        </Suspense>
      ) : null}
    </div>
  )
}
