import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'
import { cache } from 'react'

import { cacheTags } from '@/lib/cache/cacheTags'

async function readHomepage(draft: boolean) {
  const payload = await getPayload({ config })
  return payload.findGlobal({ slug: 'homepage', depth: 2, draft, overrideAccess: draft })
}

const readPublishedHomepage = unstable_cache(() => readHomepage(false), ['cms', 'homepage'], {
  // Its blocks may link to pages: a page that moves or disappears changes the homepage too.
  tags: [cacheTags.homepage, cacheTags.pageLinks],
})

/**
 * The published homepage from the cache (tag `cacheTags.homepage`, refreshed when it is published);
 * in draft mode (editors only, see the preview route) the latest draft, uncached. One read per
 * render, shared by `generateMetadata` and the page.
 */
export const getHomepage = cache(async (draft: boolean) =>
  draft ? readHomepage(true) : readPublishedHomepage(),
)
