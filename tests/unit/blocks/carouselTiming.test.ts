import { describe, expect, it } from 'vitest'

import { carouselHeight, nextSlideIndex, quoteCarouselTiming } from '@blocks/Quotes/carouselTiming'

describe('quote carousel timing (spec 4 and 9)', () => {
  it('autoplays every 5 s with the spec defaults', () => {
    expect(quoteCarouselTiming).toMatchObject({
      autoplayMs: 5000,
      heightDelayMs: 1000,
      firstHeightExtraPx: 25,
      speedMs: 400,
      dragThresholdPx: 10,
    })
  })

  it('equalises to the tallest slide, with 25 px extra the first time only', () => {
    expect(carouselHeight([120, 260.2, 180], true)).toBe(286)
    expect(carouselHeight([120, 260.2, 180], false)).toBe(261)
  })

  it('rewinds after the last slide', () => {
    expect(nextSlideIndex(0, 3)).toBe(1)
    expect(nextSlideIndex(2, 3)).toBe(0)
    expect(nextSlideIndex(0, 0)).toBe(0)
  })
})
