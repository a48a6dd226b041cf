import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'

import { cacheTags } from '@/cache/cacheTags'

/** Published news pages, newest first; expired with the page list on any publish. */
export const getNewsPages = unstable_cache(
  async (limit: number) => {
    const payload = await getPayload({ config })
    const { docs } = await payload.find({
      collection: 'pages',
      where: { kind: { equals: 'news' } },
      sort: ['-publishedAt', '-createdAt'],
      limit,
      pagination: false,
      depth: 0,
      draft: false,
      overrideAccess: false,
      select: { title: true, path: true, publishedAt: true, hero: { lead: true } },
    })
    return docs
  },
  ['news-pages'],
  { tags: [cacheTags.pageList] },
)
