/** The one list of cache tags for provider data, shared by the cached readers and revalidation. */
export const providerCacheTags = {
  all: 'provider',
  blog: 'provider:blog',
  caseStudies: 'provider:case-studies',
  webinars: 'provider:webinars',
  products: 'provider:products',
} as const

export type ProviderCacheTag = (typeof providerCacheTags)[keyof typeof providerCacheTags]

/** Provider data changes outside our control, so cached reads expire on their own. */
export const PROVIDER_REVALIDATE_SECONDS = 60
