import { unstable_cache } from 'next/cache'
import type { DataFromCollectionSlug } from 'payload'
import { cache } from 'react'

import { cacheTags } from '@/cache/cacheTags'
import { payloadClient, readOrError } from './readPublished'

type EntryCollection = 'job-postings' | 'press-releases'

/**
 * Readers of a published-entries collection (collections/shared/publishedEntries.ts) with
 * anonymous access, so drafts are never returned. Each read happens once per render: React's
 * cache shares it between generateMetadata and the page. A slug that is not among the cached
 * published slugs is not found without a query of its own, so junk URLs cost nothing.
 */
export function publishedEntryReaders<TSlug extends EntryCollection>(
  collection: TSlug,
  label: string,
) {
  type Entry = DataFromCollectionSlug<TSlug>

  // Lists and details stay cached until the collection's hooks expire `entries` (a failed read
  // throws inside and is not cached).
  const contentTags = { tags: [cacheTags.entries(collection)] }

  const loadAll = unstable_cache(
    async (): Promise<Entry[]> => {
      const payload = await payloadClient()
      const { docs } = await payload.find({
        collection,
        sort: '-publishedAt',
        limit: 100,
        depth: 0,
        overrideAccess: false,
      })
      return docs as Entry[]
    },
    ['published-entries', collection],
    contentTags,
  )

  /** Published entries, newest first. */
  const readAll = cache(() => readOrError<Entry[]>(`${label} list`, loadAll, []))

  /** Every published slug: one query, kept until the collection's hooks expire its tag. */
  const publishedSlugs = unstable_cache(
    async (): Promise<string[]> => {
      const payload = await payloadClient()
      const { docs } = await payload.find({
        collection,
        pagination: false,
        depth: 0,
        overrideAccess: false,
        select: { slug: true },
      })
      // both collections share slugField (required); the generic select type hides it
      return docs.map((doc) => (doc as { slug: string }).slug)
    },
    ['published-entry-slugs', collection],
    { tags: [cacheTags.entrySlugs(collection)] },
  )

  const loadOne = unstable_cache(
    async (slug: string): Promise<Entry | null> => {
      const payload = await payloadClient()
      const { docs } = await payload.find({
        collection,
        where: { slug: { equals: slug } },
        limit: 1,
        depth: 1,
        overrideAccess: false,
      })
      return (docs[0] as Entry | undefined) ?? null
    },
    ['published-entry', collection],
    contentTags,
  )

  const readOne = cache((slug: string) =>
    readOrError<Entry | null>(
      `${label} ${slug}`,
      async () => ((await publishedSlugs()).includes(slug) ? loadOne(slug) : null),
      null,
    ),
  )

  return { readAll, readOne }
}
