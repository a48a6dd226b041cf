/**
 * The one list of cache tags, CMS and provider data alike. Cached readers attach them, revalidation hooks expire them; a page
 * rendered from the Next cache carries every tag its readers used, so expiring a tag also expires
 * every cached page that showed the tagged data.
 */
export const cacheTags = {
  /** One published page, by its stored path. */
  page: (path: string) => `page:${path}`,
  /**
   * Lists of pages: the sitemap, the news listing and the set of published paths that answers
   * every path without a page (so it also tags each CMS page and each cached 404).
   */
  pageList: 'pages',
  /**
   * Everything that turns a page reference into a URL (menus, footer, banner, redirects): expired
   * when a page appears, disappears or moves, not on every text edit.
   */
  pageLinks: 'page-links',
  homepage: 'global:homepage',
  header: 'global:header',
  footer: 'global:footer',
  infoBanner: 'global:info-banner',
  siteSettings: 'global:site-settings',
  redirects: 'redirects',
  /** The published slugs of a dated-entries collection (press releases, job postings). */
  entrySlugs: (collection: string) => `entries:${collection}`,
  /** The published entries themselves (lists and details) of such a collection. */
  entries: (collection: string) => `entries:${collection}:content`,
  /** A sales person's meeting confirmation page. */
  salesPerson: (slug: string) => `sales-person:${slug}`,
} as const

/**
 * Provider data (blog, case studies, events, products): refreshed on a timer, since it changes
 * outside our control; `all` expires every provider list at once.
 */
export const providerCacheTags = {
  all: 'provider',
  blog: 'provider:blog',
  caseStudies: 'provider:case-studies',
  webinars: 'provider:webinars',
  products: 'provider:products',
} as const

export type ProviderCacheTag = (typeof providerCacheTags)[keyof typeof providerCacheTags]
