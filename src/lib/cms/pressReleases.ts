import { cache } from 'react'

import type { PressRelease } from '@/payload-types'

import { payloadClient, readOrError } from './readPublished'

/** Published press releases, newest first (anonymous access: drafts are never returned). */
export const readPressReleases = cache(() =>
  readOrError<PressRelease[]>(
    'press releases',
    async () => {
      const payload = await payloadClient()
      const { docs } = await payload.find({
        collection: 'press-releases',
        sort: '-publishedAt',
        limit: 100,
        depth: 0,
        overrideAccess: false,
      })
      return docs
    },
    [],
  ),
)

/** One read per render, shared by generateMetadata and the page. */
export const readPressRelease = cache((slug: string) =>
  readOrError<PressRelease | null>(
    `press release ${slug}`,
    async () => {
      const payload = await payloadClient()
      const { docs } = await payload.find({
        collection: 'press-releases',
        where: { slug: { equals: slug } },
        limit: 1,
        depth: 1,
        overrideAccess: false,
      })
      return docs[0] ?? null
    },
    null,
  ),
)
