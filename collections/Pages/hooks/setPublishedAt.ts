import type { CollectionBeforeChangeHook } from 'payload'

import type { Page } from '@/payload-types'

/** News are listed by publication date; one published without a date gets today's. */
export const setPublishedAt: CollectionBeforeChangeHook<Page> = ({ data }) => {
  if (data.kind === 'news' && data._status === 'published' && !data.publishedAt) {
    data.publishedAt = new Date().toISOString()
  }
  return data
}
