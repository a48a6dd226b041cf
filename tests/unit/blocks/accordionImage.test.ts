import { describe, expect, it } from 'vitest'

import {
  accordionImageIndex,
  INITIAL_ACCORDION_INDEX,
} from '@blocks/ProductAccordion/accordionImage'

const withImages = (...flags: boolean[]) => flags.map((hasImage) => ({ hasImage }))

describe('accordion image mapping', () => {
  it('starts with the first item', () => {
    expect(INITIAL_ACCORDION_INDEX).toBe(0)
    expect(accordionImageIndex(withImages(true, true, true, true), INITIAL_ACCORDION_INDEX)).toBe(0)
  })

  it('shows the image of the selected item', () => {
    expect(accordionImageIndex(withImages(true, true, true, true), 2)).toBe(2)
    expect(accordionImageIndex(withImages(true, true, true, true), 3)).toBe(3)
  })

  it('falls back to the first item with an image when the selected one has none', () => {
    expect(accordionImageIndex(withImages(false, true, false, true), 2)).toBe(1)
  })

  it('shows nothing when no item has an image or the index is out of range without images', () => {
    expect(accordionImageIndex(withImages(false, false), 0)).toBeNull()
    expect(accordionImageIndex([], 0)).toBeNull()
  })
})
