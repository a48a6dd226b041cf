import type { CacheWrapper } from '@/cache/cacheWrapper'
import { singleFlight } from '@/cache/singleFlight'

import { providerCacheTags } from '@/cache/cacheTags'

import { PROVIDER_REVALIDATE_SECONDS } from '../defaults'
import { fetchBlogPost } from '../calls/getBlogPost'
import { fetchBlogPosts } from '../calls/getBlogPosts'
import { fetchCaseStudies } from '../calls/getCaseStudies'
import { fetchCaseStudy } from '../calls/getCaseStudy'
import { fetchProducts } from '../calls/getProducts'
import { fetchWebinar } from '../calls/getWebinar'
import { fetchWebinars } from '../calls/getWebinars'
import { findListedSlug } from '../helpers/findListedSlug'
import { mapBlogPostDetail, mapBlogPosts } from '../mappers/blogPost'
import { mapCaseStudies, mapCaseStudy } from '../mappers/caseStudy'
import { mapProducts } from '../mappers/product'
import { mapWebinar, mapWebinarLists, type WebinarLists } from '../mappers/webinar'
import type { Transport } from '../transport'
import {
  type OnReadFailure,
  readItem as readItemResult,
  readList as readListResult,
} from './readResult'

export type { CacheWrapper }

interface ReaderDependencies {
  transport: () => Transport
  cache: CacheWrapper
  /** Runs when a read fails and the page shows its error state instead. */
  onFailure?: OnReadFailure
}

/**
 * Page getters. The cache holds the raw, schema-checked provider data (JSON, which is what the
 * cache can store); mapping to domain types with Date objects happens after it. Failures are
 * thrown inside the cache, so they are never cached, and turned into results outside it.
 *
 * A detail is asked for only when the section's cached list names its slug: any other slug is
 * "not found" without a provider call or a cache entry of its own, so junk URLs cost nothing;
 * when the list cannot be read, the detail is an error result, again without a call.
 */
export function createProviderReaders({ transport, cache, onFailure }: ReaderDependencies) {
  const readList = <T>(label: string, load: () => Promise<T[]>) =>
    readListResult(label, load, onFailure)
  const readItem = <T>(label: string, load: () => Promise<T | null>) =>
    readItemResult(label, load, onFailure)

  const cached = <Args extends unknown[], Result>(
    key: string,
    tag: string,
    load: (...args: Args) => Promise<Result>,
  ) =>
    cache(singleFlight(load), ['provider', key], {
      tags: [providerCacheTags.all, tag],
      revalidate: PROVIDER_REVALIDATE_SECONDS,
    })

  const blogPosts = cached('blogpost-list', providerCacheTags.blog, () =>
    fetchBlogPosts(transport()),
  )
  const blogPost = cached('blogpost', providerCacheTags.blog, (slug: string) =>
    fetchBlogPost(transport(), slug),
  )
  const caseStudies = cached('case-study-list', providerCacheTags.caseStudies, () =>
    fetchCaseStudies(transport()),
  )
  const caseStudy = cached('case-study', providerCacheTags.caseStudies, (slug: string) =>
    fetchCaseStudy(transport(), slug),
  )
  const webinars = cached('webinar-list', providerCacheTags.webinars, () =>
    fetchWebinars(transport()),
  )
  const webinar = cached('webinar', providerCacheTags.webinars, (slug: string) =>
    fetchWebinar(transport(), slug),
  )
  const products = cached('product-list', providerCacheTags.products, () =>
    fetchProducts(transport()),
  )

  /** The raw detail of a slug the list names (the list throws when it fails); null otherwise. */
  async function listedDetail<Raw>(
    list: () => Promise<readonly { slug: string }[]>,
    detail: (slug: string) => Promise<Raw | null>,
    requested: string,
  ): Promise<Raw | null> {
    const slug = findListedSlug(await list(), requested)
    return slug === null ? null : detail(slug)
  }

  return {
    readBlogPosts: () => readList('blog posts', async () => mapBlogPosts(await blogPosts())),
    readBlogPost: (slug: string) =>
      readItem(`blog post ${slug}`, async () =>
        mapBlogPostDetail(await listedDetail(blogPosts, blogPost, slug)),
      ),
    readCaseStudies: () =>
      readList('case studies', async () => mapCaseStudies(await caseStudies())),
    readCaseStudy: (slug: string) =>
      readItem(`case study ${slug}`, async () => {
        const raw = await listedDetail(caseStudies, caseStudy, slug)
        return raw ? mapCaseStudy(raw) : null
      }),
    /** Both lists empty on failure (spec 8). */
    readWebinars: async (
      now: Date = new Date(),
    ): Promise<{ data: WebinarLists; error: string | null }> => {
      const result = await readItem('webinars', async () => mapWebinarLists(await webinars(), now))
      return { data: result.data ?? { upcoming: [], past: [] }, error: result.error }
    },
    readWebinar: (slug: string) =>
      readItem(`webinar ${slug}`, async () => {
        // the raw list: upcoming items past their listing date still have their page
        const raw = await listedDetail(webinars, webinar, slug)
        return raw ? mapWebinar(raw) : null
      }),
    readProducts: () => readList('products', async () => mapProducts(await products())),
  }
}

export type ProviderReaders = ReturnType<typeof createProviderReaders>
