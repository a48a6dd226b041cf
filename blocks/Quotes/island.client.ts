'use client'

import dynamic from 'next/dynamic'

/**
 * The block's client part, loaded only on pages that render the block (why a wrapper: see
 * src/components/lazyIslands.client.ts).
 */
export const QuoteCarouselEnhancer = dynamic(() =>
  import('./QuoteCarouselEnhancer.client').then((module) => module.QuoteCarouselEnhancer),
)
