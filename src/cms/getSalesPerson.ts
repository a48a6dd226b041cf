import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'
import { cache } from 'react'

import { cacheTags } from '@/lib/cache/cacheTags'

/** One read per render, shared by `generateMetadata` and the page; cached until the person changes. */
export const getSalesPerson = cache((slug: string) =>
  unstable_cache(
    async () => {
      const payload = await getPayload({ config })
      const { docs } = await payload.find({
        collection: 'sales-people',
        where: { slug: { equals: slug } },
        limit: 1,
        depth: 1,
        overrideAccess: false,
      })
      return docs[0] ?? null
    },
    ['sales-person', slug],
    { tags: [cacheTags.salesPerson(slug)] },
  )(),
)
