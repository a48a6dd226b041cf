import type { DataFromCollectionSlug } from 'payload'
import { cache } from 'react'

import { payloadClient, readOrError } from './readPublished'

type EntryCollection = 'job-postings' | 'press-releases'

/**
 * Readers of a published-entries collection (collections/shared/publishedEntries.ts) with
 * anonymous access, so drafts are never returned. Each read happens once per render: React's
 * cache shares it between generateMetadata and the page.
 */
export function publishedEntryReaders<TSlug extends EntryCollection>(
  collection: TSlug,
  label: string,
) {
  type Entry = DataFromCollectionSlug<TSlug>

  /** Published entries, newest first. */
  const readAll = cache(() =>
    readOrError<Entry[]>(
      `${label} list`,
      async () => {
        const payload = await payloadClient()
        const { docs } = await payload.find({
          collection,
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

  const readOne = cache((slug: string) =>
    readOrError<Entry | null>(
      `${label} ${slug}`,
      async () => {
        const payload = await payloadClient()
        const { docs } = await payload.find({
          collection,
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

  return { readAll, readOne }
}
