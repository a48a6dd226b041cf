import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'

import { cacheTags } from '@/cache/cacheTags'

/**
 * The path of every published page, as an anonymous visitor may see them: one query, cached
 * under the page-links tag, which expires only when a page appears, disappears or moves (a text
 * edit leaves every other page's cached render alone).
 * A path that is not in it has no page, so junk URLs cost no query and no cache entry each.
 */
export const getPublishedPagePaths = unstable_cache(
  async (): Promise<string[]> => {
    const payload = await getPayload({ config })
    const { docs } = await payload.find({
      collection: 'pages',
      pagination: false,
      depth: 0,
      draft: false,
      overrideAccess: false,
      select: { path: true },
    })
    return docs.map((doc) => doc.path)
  },
  ['published-page-paths'],
  { tags: [cacheTags.pageLinks] },
)
