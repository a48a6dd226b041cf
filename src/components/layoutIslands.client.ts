'use client'

import dynamic from 'next/dynamic'

/**
 * The lazy client island of the site layout, kept apart from the block islands of
 * lazyIslands.client.ts. Turbopack writes each page's react-loadable manifest (what the server
 * preloads) from the chunks that page already has, but the loaders of a module the layout imports
 * are built once, for the layout. While the layout imported lazyIslands.client.ts, the catch-all
 * page, whose own chunks hold RecordingModalContext, preloaded a RecordingsBrowser chunk that was
 * never emitted (a 404 on every page with an events block). `npm run build` checks the manifests
 * (scripts/lib/loadableManifests.ts).
 */
export const DataLayerClicks = dynamic(() =>
  import('@/components/analytics/DataLayerClicks').then((module) => module.DataLayerClicks),
)
