import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'

import { cacheTags } from '@/cache/cacheTags'

/** Every published page that search engines may index, with its last change. */
export const getSitemapPages = unstable_cache(
  async () => {
    const payload = await getPayload({ config })
    const { docs } = await payload.find({
      collection: 'pages',
      where: { 'meta.noIndex': { not_equals: true } },
      sort: 'path',
      pagination: false,
      depth: 0,
      draft: false,
      overrideAccess: false,
      select: { path: true, updatedAt: true },
    })
    return docs
  },
  ['sitemap-pages'],
  { tags: [cacheTags.pageList] },
)
