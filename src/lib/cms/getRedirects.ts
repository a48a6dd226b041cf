import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'

import { cacheTags } from './cacheTags'
import { redirectMap } from './findRedirect'

/** All redirects as one map, read when a path has no page; cached until a redirect or link changes. */
export const getRedirects = unstable_cache(
  async () => {
    const payload = await getPayload({ config })
    const { docs } = await payload.find({
      collection: 'redirects',
      pagination: false,
      depth: 1,
      overrideAccess: false,
    })
    return redirectMap(docs)
  },
  ['redirects'],
  { tags: [cacheTags.redirects, cacheTags.pageLinks] },
)
