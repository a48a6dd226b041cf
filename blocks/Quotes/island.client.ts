'use client'

import dynamic from 'next/dynamic'

/**
 * The block's client part, loaded only on pages that render the block (why a wrapper: see
 * src/components/lazyIslands.client.ts).
 */
export const QuoteCarousel = dynamic(() =>
  import('./QuoteCarousel.client').then((module) => module.QuoteCarousel),
)
