import type { MetadataRoute } from 'next'

import { env } from '@/lib/env'
import { getHomepage } from '@/cms/getHomepage'
import { getSitemapPages } from '@/cms/getSitemapPages'
import { urlOfPagePath } from '@/lib/routes/pagePath'
import { providerSitemapEntries } from '@/cms/sitemapEntries'

// Built per request from the cached page list (no database query until a publish expires it),
// because `next build` has no database and the site's address is known only at run time.
export const dynamic = 'force-dynamic'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { SITE_URL } = env()
  const [homepage, pages, details] = await Promise.all([
    getHomepage(null),
    getSitemapPages(),
    providerSitemapEntries(),
  ])
  return [
    { url: new URL('/', SITE_URL).href, lastModified: homepage.updatedAt ?? undefined },
    ...pages.map((page) => ({
      url: new URL(urlOfPagePath(page.path), SITE_URL).href,
      lastModified: page.updatedAt,
    })),
    // Blog, case studies, events, press releases and job openings.
    ...details,
  ]
}
