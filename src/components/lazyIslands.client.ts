'use client'

import dynamic from 'next/dynamic'

/**
 * Client islands of blocks, loaded lazily. The CMS catch-all route can render every block type,
 * so a static import would ship each island's code (the enquiry form, the carousel, the recordings
 * modal…) to every page of the route. Through these wrappers the
 * browser loads an island's chunk only on pages that render it; server rendering is unchanged and
 * Next preloads the chunks of the islands a page shows, so hydration does not wait for them.
 * Only pages import this file (Turbopack builds the loaders of a module the layout imports once,
 * for the layout: a page then preloaded a chunk that was never emitted; see
 * scripts/lib/loadableManifests.ts).
 */
export const EnquiryForm = dynamic(() =>
  import('@/components/forms/EnquiryForm').then((module) => module.EnquiryForm),
)
export const RecordingsBrowser = dynamic(() =>
  import('@/components/events/RecordingsBrowser').then((module) => module.RecordingsBrowser),
)
export const QuoteCarouselEnhancer = dynamic(() =>
  import('@blocks/Quotes/QuoteCarouselEnhancer.client').then(
    (module) => module.QuoteCarouselEnhancer,
  ),
)
export const ProductImagesEnhancer = dynamic(() =>
  import('@blocks/ProductAccordion/Component.client').then(
    (module) => module.ProductImagesEnhancer,
  ),
)
export const VideoPlayer = dynamic(() =>
  import('@blocks/Video/Component.client').then((module) => module.VideoPlayer),
)
export const NewsWidgetEnhancer = dynamic(() =>
  import('@blocks/NewsWidget/Component.client').then((module) => module.NewsWidgetEnhancer),
)
export const BookingScheduler = dynamic(() =>
  import('@blocks/Booking/Component.client').then((module) => module.BookingScheduler),
)
export const LivePreviewListener = dynamic(() =>
  import('@/components/Preview/LivePreviewListener.client').then(
    (module) => module.LivePreviewListener,
  ),
)
