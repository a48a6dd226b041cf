import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload, type TypedUser } from 'payload'
import { cache } from 'react'

import { cacheTags } from '@/cache/cacheTags'

/** The homepage as `user` may see it: anonymous reads get the published version only. */
async function readHomepage(user?: TypedUser) {
  const payload = await getPayload({ config })
  return payload.findGlobal({
    slug: 'homepage',
    depth: 2,
    draft: Boolean(user),
    overrideAccess: false,
    user,
  })
}

const readPublishedHomepage = unstable_cache(() => readHomepage(), ['cms', 'homepage'], {
  // Its blocks may link to pages: a page that moves or disappears changes the homepage too.
  tags: [cacheTags.homepage, cacheTags.pageLinks],
})

/**
 * The published homepage from the cache (tag `cacheTags.homepage`, refreshed when it is published);
 * for the staff user of a draft-mode request (`getDraftAccess`) the latest draft as that user,
 * uncached. One read per render, shared by `generateMetadata` and the page.
 */
export const getHomepage = cache(async (draftViewer: TypedUser | null) =>
  draftViewer ? readHomepage(draftViewer) : readPublishedHomepage(),
)
