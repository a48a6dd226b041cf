import { PROVIDER_REVALIDATE_SECONDS, providerCacheTags } from '../cacheTags'
import { fetchBlogPost } from '../calls/getBlogPost'
import { fetchBlogPosts } from '../calls/getBlogPosts'
import { fetchCaseStudies } from '../calls/getCaseStudies'
import { fetchCaseStudy } from '../calls/getCaseStudy'
import { fetchProducts } from '../calls/getProducts'
import { fetchWebinar } from '../calls/getWebinar'
import { fetchWebinars } from '../calls/getWebinars'
import { mapBlogPostDetail, mapBlogPosts } from '../mappers/blogPost'
import { mapCaseStudies, mapCaseStudy } from '../mappers/caseStudy'
import { mapProducts } from '../mappers/product'
import { mapWebinar, mapWebinarLists, type WebinarLists } from '../mappers/webinar'
import type { Transport } from '../transport'
import { readItem, readList } from './readResult'

/** The shape of Next's `unstable_cache`, injectable so the readers run outside Next in tests. */
export type CacheWrapper = <Args extends unknown[], Result>(
  load: (...args: Args) => Promise<Result>,
  keyParts: string[],
  options: { tags: string[]; revalidate: number },
) => (...args: Args) => Promise<Result>

interface ReaderDependencies {
  transport: () => Transport
  cache: CacheWrapper
}

/**
 * Page getters. The cache holds the raw, schema-checked provider data (JSON, which is what the
 * cache can store); mapping to domain types with Date objects happens after it. Failures are
 * thrown inside the cache, so they are never cached, and turned into results outside it.
 */
export function createProviderReaders({ transport, cache }: ReaderDependencies) {
  const cached = <Args extends unknown[], Result>(
    key: string,
    tag: string,
    load: (...args: Args) => Promise<Result>,
  ) =>
    cache(load, ['provider', key], {
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

  return {
    readBlogPosts: () => readList('blog posts', async () => mapBlogPosts(await blogPosts())),
    readBlogPost: (slug: string) =>
      readItem(`blog post ${slug}`, async () => mapBlogPostDetail(await blogPost(slug))),
    readCaseStudies: () =>
      readList('case studies', async () => mapCaseStudies(await caseStudies())),
    readCaseStudy: (slug: string) =>
      readItem(`case study ${slug}`, async () => {
        const raw = await caseStudy(slug)
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
        const raw = await webinar(slug)
        return raw ? mapWebinar(raw) : null
      }),
    readProducts: () => readList('products', async () => mapProducts(await products())),
  }
}

export type ProviderReaders = ReturnType<typeof createProviderReaders>
