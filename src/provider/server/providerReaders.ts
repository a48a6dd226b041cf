// Server only: the page getters, cached by Next and reading the provider through env().
import { unstable_cache } from 'next/cache'

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
} = createProviderReaders({ transport: serverTransport, cache: unstable_cache })
