'use client'

import dynamic from 'next/dynamic'

/**
 * Client islands shared by blocks and pages, loaded lazily (a block's own island is declared
 * beside it, in its folder's island.client.ts). The CMS catch-all route can render every block
 * type, so a static import would ship each island's code (the enquiry form, the carousel, the
 * recordings modal…) to every page of the route. Through these wrappers the browser loads an
 * island's chunk only on pages that render it; server rendering is unchanged and Next preloads
 * the chunks of the islands a page shows, so hydration does not wait for them. Only pages and
 * the blocks they render import these files (Turbopack builds the loaders of a module the layout
 * imports once, for the layout: a page then preloaded a chunk that was never emitted; see
 * scripts/lib/loadableManifests.ts).
 */
export const EnquiryForm = dynamic(() =>
  import('@/components/forms/EnquiryForm').then((module) => module.EnquiryForm),
)
export const RecordingsBrowser = dynamic(() =>
  import('@/components/events/RecordingsBrowser').then((module) => module.RecordingsBrowser),
)
export const LivePreviewListener = dynamic(() =>
  import('@/components/Preview/LivePreviewListener.client').then(
    (module) => module.LivePreviewListener,
  ),
)
