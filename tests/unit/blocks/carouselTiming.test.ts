import { describe, expect, it } from 'vitest'

import { carouselHeight, quoteCarouselTiming } from '@blocks/Quotes/carouselTiming'

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
})
