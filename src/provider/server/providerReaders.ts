// Server only: the page getters, cached by Next and reading the provider through env().
import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import { markRenderDegraded } from '@/cache/degradedRender'

import { serverTransport } from '../serverProvider'
import { createProviderReaders } from './createProviderReaders'

const readers = createProviderReaders({
  transport: serverTransport,
  cache: unstable_cache,
  // A page with an error state is cached for a second, not for the 60 s of a normal render, so
  // it shows the content again within seconds of the provider being back.
  onFailure: markRenderDegraded,
})

export const { readBlogPosts, readCaseStudies, readWebinars, readProducts } = readers

// One read per request for the items that generateMetadata and the page both ask for, also
// where Next's data cache is bypassed (draft mode): the render then calls the provider once.
export const readBlogPost = cache(readers.readBlogPost)
export const readCaseStudy = cache(readers.readCaseStudy)
export const readWebinar = cache(readers.readWebinar)
