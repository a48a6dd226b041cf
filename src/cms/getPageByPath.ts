import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload, type TypedUser } from 'payload'
import { cache } from 'react'

import { isBuildPhase } from '@/lib/buildPhase'
import { cacheTags } from '@/cache/cacheTags'
import { getPublishedPagePaths } from './getPublishedPagePaths'

/** The page at a path as `user` may see it: anonymous reads get the published version only. */
async function findPage(path: string, user?: TypedUser) {
  const payload = await getPayload({ config })
  const { docs } = await payload.find({
    collection: 'pages',
    where: { path: { equals: path } },
    limit: 1,
    pagination: false,
    depth: 1,
    draft: Boolean(user),
    overrideAccess: false,
    user,
  })
  return docs[0] ?? null
}

const findPublishedPage = (path: string) => findPage(path)

/**
 * The published page at a path, as an anonymous visitor may see it. One read per render, shared by
 * `generateMetadata` and the page (React `cache`). A path missing from the cached set of published
 * paths is null at once (no query, no cache entry of its own; the set's page-list tag lets a
 * cached 404 learn of a new page); a published one is read and kept in the Next cache under the
 * page's tag until a publish expires it.
 */
export const getPageByPath = cache(async (path: string) => {
  if (isBuildPhase()) return null
  if (!(await getPublishedPagePaths()).includes(path)) return null
  return unstable_cache(findPublishedPage, ['page-by-path'], {
    tags: [cacheTags.page(path)],
  })(path)
})

/**
 * The newest version, drafts included, for the staff user of a draft-mode request (live preview,
 * see `getDraftAccess`). Reads as that user, so access control decides; uncached.
 */
export const getDraftPageByPath = cache((path: string, draftViewer: TypedUser) =>
  findPage(path, draftViewer),
)
