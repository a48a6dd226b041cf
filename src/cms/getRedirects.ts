import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload, type Payload } from 'payload'

import { cacheTags } from '@/cache/cacheTags'
import { redirectMap } from '@/lib/links/findRedirect'

/** The redirects as a visitor may see them (anonymous, target pages populated), as one map. */
export async function readRedirectMap(payload: Payload) {
  const { docs } = await payload.find({
    collection: 'redirects',
    pagination: false,
    depth: 1,
    overrideAccess: false,
  })
  return redirectMap(docs)
}

/** All redirects as one map, read when a path has no page; cached until a redirect or link changes. */
export const getRedirects = unstable_cache(
  async () => readRedirectMap(await getPayload({ config })),
  ['redirects'],
  { tags: [cacheTags.redirects, cacheTags.pageLinks] },
)
