import { cache } from 'react'

import type { JobPosting } from '@/payload-types'

import { payloadClient, readOrError } from './readPublished'

/** Published job openings, newest first (anonymous access: drafts are never returned). */
export const readJobPostings = cache(() =>
  readOrError<JobPosting[]>(
    'job postings',
    async () => {
      const payload = await payloadClient()
      const { docs } = await payload.find({
        collection: 'job-postings',
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

export const readJobPosting = cache((slug: string) =>
  readOrError<JobPosting | null>(
    `job posting ${slug}`,
    async () => {
      const payload = await payloadClient()
      const { docs } = await payload.find({
        collection: 'job-postings',
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
