import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload, type TypedUser } from 'payload'
import { cache } from 'react'

import { isBuildPhase } from '@/lib/buildPhase'
import { cacheTags } from '@/cache/cacheTags'

type ShellGlobal = 'header' | 'footer' | 'info-banner' | 'site-settings'

/**
 * A published global, read once and then served from the Next cache until its publish (or a page
 * it links to appearing, moving or disappearing) expires the tag: a cached page render reads no
 * global from the database. During `next build` there is no database: null, the shell's fallback.
 */
function cachedGlobal<TSlug extends ShellGlobal>(slug: TSlug, tag: string) {
  const read = unstable_cache(
    async () => {
      const payload = await getPayload({ config })
      return payload.findGlobal({ slug, depth: 1, draft: false, overrideAccess: false })
    },
    ['global', slug],
    { tags: [tag, cacheTags.pageLinks] },
  )
  return cache(async () => (isBuildPhase() ? null : read()))
}

export const getHeader = cachedGlobal('header', cacheTags.header)
export const getFooter = cachedGlobal('footer', cacheTags.footer)
export const getInfoBanner = cachedGlobal('info-banner', cacheTags.infoBanner)
/** Contacts and service addresses (footer, forms, career, press, homepage blocks). */
export const getSiteSettings = cachedGlobal('site-settings', cacheTags.siteSettings)

/**
 * The menus and the footer a request shows: for the staff user of a draft-mode request
 * (`getDraftAccess`: the header's and footer's live preview, any page's preview) the latest draft
 * as that user, uncached; otherwise the published version from the cache.
 */
async function readDraftGlobal<TSlug extends 'header' | 'footer'>(slug: TSlug, user: TypedUser) {
  const payload = await getPayload({ config })
  return payload.findGlobal({ slug, depth: 1, draft: true, overrideAccess: false, user })
}
export const getShellHeader = cache(async (draftViewer: TypedUser | null) =>
  draftViewer ? readDraftGlobal('header', draftViewer) : getHeader(),
)
export const getShellFooter = cache(async (draftViewer: TypedUser | null) =>
  draftViewer ? readDraftGlobal('footer', draftViewer) : getFooter(),
)
