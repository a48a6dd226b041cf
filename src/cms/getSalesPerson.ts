import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'
import { cache } from 'react'

import { cacheTags } from '@/cache/cacheTags'
import { isSlug } from '@/lib/routes/slug'

async function findSalesPerson(slug: string) {
  const payload = await getPayload({ config })
  const { docs } = await payload.find({
    collection: 'sales-people',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 1,
    overrideAccess: false,
  })
  return docs[0] ?? null
}

/**
 * One read per render, shared by `generateMetadata` and the page (React `cache`); kept in the Next
 * cache, keyed by the slug argument, until the person changes. As in getPageByPath.ts, the read is
 * one module-level function: only the tag, which names the slug, is given per call. What cannot
 * be a slug (`%00`, `%ff`, anything a visitor types) is null at once: no query, no cache entry.
 */
export const getSalesPerson = cache(async (slug: string) =>
  isSlug(slug)
    ? unstable_cache(findSalesPerson, ['sales-person'], {
        tags: [cacheTags.salesPerson(slug)],
      })(slug)
    : null,
)
