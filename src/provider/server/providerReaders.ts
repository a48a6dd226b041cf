// Server only: the page getters, cached by Next and reading the provider through env().
import { unstable_cache } from 'next/cache'

import { markRenderDegraded } from '@/lib/cache/degradedRender'

import { serverTransport } from '../serverProvider'
import { createProviderReaders } from './createProviderReaders'

export const {
  readBlogPosts,
  readBlogPost,
  readCaseStudies,
  readCaseStudy,
  readWebinars,
  readWebinar,
  readProducts,
} = createProviderReaders({
  transport: serverTransport,
  cache: unstable_cache,
  // A page with an error state is cached for a second, not for the 60 s of a normal render, so
  // it shows the content again within seconds of the provider being back.
  onFailure: markRenderDegraded,
})
