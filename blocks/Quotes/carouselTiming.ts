/** Spec 4 and 9: the quote carousel's timing. */
export const quoteCarouselTiming = {
  autoplayMs: 5000,
  /** Slide heights are measured this long after load, when fonts and images have settled. */
  heightDelayMs: 1000,
  /** Added to the measured height the first time only. */
  firstHeightExtraPx: 25,
  speedMs: 400,
  dragThresholdPx: 10,
} as const

/** Embla's `duration` is not in milliseconds; 30 gives about 400 ms for one slide. */
export const emblaDurationForSpeed = 30

/** Height of the carousel window: the tallest slide, plus the extra on the first measurement. */
export function carouselHeight(slideHeights: number[], first: boolean): number {
  const tallest = Math.max(0, ...slideHeights)
  return Math.ceil(tallest + (first ? quoteCarouselTiming.firstHeightExtraPx : 0))
}
