import { isUpcomingType } from '@/provider/events/rules'
import { fetchBlogPosts } from '@/provider/calls/getBlogPosts'
import { fetchCaseStudies } from '@/provider/calls/getCaseStudies'
import { fetchProducts } from '@/provider/calls/getProducts'
import { fetchWebinars } from '@/provider/calls/getWebinars'
import { mapBlogPosts } from '@/provider/mappers/blogPost'
import { mapCaseStudies } from '@/provider/mappers/caseStudy'
import { mapProducts } from '@/provider/mappers/product'
import { mapWebinar } from '@/provider/mappers/webinar'
import type { Transport } from '@/provider/transport'

import { MAX_BODY_CHARS, type SearchDocumentInput } from './searchDocument'

/** Text of provider HTML (posts, case studies, events): tags dropped, entities of text decoded. */
export function htmlText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_BODY_CHARS)
}

/** One list of the provider, read for the index; the source-key prefix of its documents. */
export type ProviderSearchList = {
  prefix: string
  read: (transport: Transport) => Promise<SearchDocumentInput[]>
}

const provider = (document: Omit<SearchDocumentInput, 'source'>): SearchDocumentInput => ({
  ...document,
  source: 'provider',
})

/**
 * The provider's lists as index documents, from the same calls and mappers as the site's pages
 * (only active posts; events split into upcoming events and recordings by their type).
 */
export const PROVIDER_SEARCH_LISTS: ProviderSearchList[] = [
  {
    prefix: 'blog',
    read: async (transport) =>
      mapBlogPosts(await fetchBlogPosts(transport)).map((post) =>
        provider({
          sourceKey: `blog:${post.slug}`,
          kind: 'article',
          title: post.title,
          url: `/blog/${post.slug}`,
          summary: post.perex,
          body: `${post.tags.map((tag) => tag.name).join(' ')}\n${htmlText(post.bodyHtml)}`,
          publishedAt: Number.isNaN(post.created.getTime()) ? null : post.created,
        }),
      ),
  },
  {
    prefix: 'case-study',
    read: async (transport) =>
      mapCaseStudies(await fetchCaseStudies(transport)).map((study) =>
        provider({
          sourceKey: `case-study:${study.slug}`,
          kind: 'case-study',
          title: study.title,
          url: `/nase-prace/${study.slug}`,
          summary: study.perex,
          body: `${study.clientName}\n${htmlText(study.bodyHtml)}`,
        }),
      ),
  },
  {
    prefix: 'webinar',
    read: async (transport) =>
      (await fetchWebinars(transport)).map(mapWebinar).map((event) => {
        const upcoming = isUpcomingType(event.type)
        const recording = !upcoming && Boolean(event.videoEmbedUrl)
        return provider({
          sourceKey: `webinar:${event.slug}`,
          kind: recording ? 'recording' : 'event',
          title: event.title,
          url: recording ? `/udalosti/zaznamy/${event.slug}` : `/udalosti/${event.slug}`,
          summary: event.perex,
          body: [
            event.location ?? '',
            event.tags.map((tag) => tag.name).join(' '),
            event.hosts.map((host) => host.name).join(', '),
            htmlText(event.descriptionHtml),
          ].join('\n'),
          publishedAt: Number.isNaN(event.since.getTime()) ? null : event.since,
        })
      }),
  },
  {
    prefix: 'product',
    read: async (transport) =>
      mapProducts(await fetchProducts(transport)).map((product) =>
        provider({
          sourceKey: `product:${product.id}`,
          kind: 'product',
          title: product.title,
          url: '/eshop',
          summary: product.description,
          body: product.category,
        }),
      ),
  },
]
