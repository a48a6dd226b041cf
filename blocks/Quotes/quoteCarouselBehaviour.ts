import EmblaCarousel from 'embla-carousel'

import {
  carouselHeight,
  emblaDurationForSpeed,
  nextSlideIndex,
  quoteCarouselTiming,
} from './carouselTiming'
import { QUOTE_ROTATION_LABELS } from './QuoteCarouselControls'

const reducedMotionQuery = '(prefers-reduced-motion: reduce)'

/**
 * The quote carousel's behaviour on its server-rendered markup (Component.tsx), loaded when the
 * carousel is needed (QuoteCarouselEnhancer.client.tsx). Spec 4/9: autoplay every 5 s, rewinds,
 * no arrows; dots to choose a slide. WCAG 2.2.2: the pause/play control stops and restarts the
 * autoplay; it also stops while the pointer is over the carousel or focus is inside it, and does
 * not start under prefers-reduced-motion (the control can still start it). While it rotates, the
 * slides are not a live region (`aria-live="off"`); stopped, a newly chosen quote is announced.
 * The elements are React's (server components that never re-render on the client with other
 * props), so only attributes and listeners are changed, no node is added or removed.
 * Returns what undoes it.
 */
export function enhanceQuoteCarousel(root: HTMLElement): () => void {
  const viewport = root.querySelector<HTMLElement>('[data-carousel-viewport]')
  const track = viewport?.firstElementChild as HTMLElement | null | undefined
  if (!viewport || !track) return () => {}
  const slides = [...track.children] as HTMLElement[]
  const rotation = root.querySelector<HTMLButtonElement>('[data-carousel-rotation]')
  const dots = [...root.querySelectorAll<HTMLButtonElement>('[data-carousel-dot]')]
  const reducedMotion = window.matchMedia(reducedMotionQuery)
  const embla = EmblaCarousel(viewport, {
    axis: 'y',
    loop: false,
    duration: emblaDurationForSpeed,
    dragThreshold: quoteCarouselTiming.dragThresholdPx,
  })
  const canRotate = slides.length > 1
  const state = {
    /** The visitor's own choice with the control; until then, autoplay unless reduced motion. */
    chosenPlaying: null as boolean | null,
    hovered: false,
    focused: false,
    rotating: false,
  }
  let timer: number | undefined
  const playing = () => canRotate && (state.chosenPlaying ?? !reducedMotion.matches)

  const show = () => {
    const selected = embla.selectedScrollSnap()
    slides.forEach((slide, index) => {
      slide.setAttribute('aria-hidden', String(index !== selected))
      if (index === selected) slide.dataset.active = 'true'
      else delete slide.dataset.active
    })
    dots.forEach((dot, index) => {
      if (index === selected) dot.setAttribute('aria-current', 'true')
      else dot.removeAttribute('aria-current')
    })
    const isPlaying = playing()
    if (rotation) {
      rotation.setAttribute(
        'aria-label',
        isPlaying ? QUOTE_ROTATION_LABELS.pause : QUOTE_ROTATION_LABELS.play,
      )
      rotation.dataset.playing = String(isPlaying)
    }
    const rotating = isPlaying && !state.hovered && !state.focused
    track.setAttribute('aria-live', rotating ? 'off' : 'polite')
    // A new interval on every change: a quote shown after a pause stays a full interval.
    if (rotating !== state.rotating) {
      state.rotating = rotating
      window.clearInterval(timer)
      if (rotating) {
        timer = window.setInterval(() => {
          if (root.offsetParent === null) return // hidden (other audience)
          embla.scrollTo(
            nextSlideIndex(embla.selectedScrollSnap(), embla.scrollSnapList().length),
            reducedMotion.matches,
          )
        }, quoteCarouselTiming.autoplayMs)
      }
    }
  }

  // One height for every slide (the tallest quote's): measured 1 s after load (+25 px the first
  // time), again on resize, and when a carousel of the hidden audience is first shown.
  let first = true
  let measured = false
  const measure = () => {
    // The quote's own height (the slide's is the one set last time) plus the card's borders:
    // without them the card's bottom edge fell outside the window after a resize.
    const heights = slides.map(
      (slide) =>
        ((slide.firstElementChild as HTMLElement | null)?.offsetHeight ?? slide.offsetHeight) +
        slide.offsetHeight -
        slide.clientHeight,
    )
    if (heights.every((value) => value === 0)) return // hidden (other audience)
    const height = `${carouselHeight(heights, first)}px`
    first = false
    measured = true
    viewport.style.height = height
    for (const slide of slides) slide.style.height = height
    embla.reInit()
  }
  const onEmblaResize = () => {
    if (!measured) measure()
  }
  let resizeTimer: number | undefined
  const onResize = () => {
    window.clearTimeout(resizeTimer)
    resizeTimer = window.setTimeout(measure, 150)
  }
  const heightTimer = window.setTimeout(measure, quoteCarouselTiming.heightDelayMs)

  const listeners: Array<[EventTarget, string, EventListener]> = [
    [root, 'mouseenter', () => ((state.hovered = true), show())],
    [root, 'mouseleave', () => ((state.hovered = false), show())],
    [root, 'focusin', () => ((state.focused = true), show())],
    [
      root,
      'focusout',
      (event) => {
        // focus moving between the carousel's own controls keeps it paused
        if (root.contains((event as FocusEvent).relatedTarget as Node | null)) return
        state.focused = false
        show()
      },
    ],
    [reducedMotion, 'change', () => show()],
    [window, 'resize', onResize],
  ]
  if (rotation) {
    listeners.push([
      rotation,
      'click',
      () => {
        state.chosenPlaying = !playing()
        show()
      },
    ])
  }
  dots.forEach((dot, index) => {
    // under reduced motion the chosen quote appears without the scroll animation
    listeners.push([dot, 'click', () => embla.scrollTo(index, reducedMotion.matches)])
  })
  for (const [target, type, listener] of listeners) target.addEventListener(type, listener)
  embla.on('select', show)
  embla.on('resize', onEmblaResize)
  // focus or the pointer may already be inside (the first interaction is what loaded this)
  state.focused = root.contains(document.activeElement)
  state.hovered = root.matches(':hover')
  show()
  root.dataset.ready = 'true'

  return () => {
    window.clearInterval(timer)
    window.clearTimeout(heightTimer)
    window.clearTimeout(resizeTimer)
    for (const [target, type, listener] of listeners) target.removeEventListener(type, listener)
    embla.destroy()
    delete root.dataset.ready
  }
}
