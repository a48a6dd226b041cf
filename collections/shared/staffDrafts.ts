import type { CollectionConfig } from 'payload'

import { isStaff } from '@/access/isStaff'
import { publishedOrStaff } from '@/access/publishedOrStaff'

/**
 * Content that staff write with drafts (autosaved, 30 versions kept) and that anyone may read
 * once published: pages, press releases, job postings.
 */
export const staffDrafts = {
  access: {
    read: publishedOrStaff,
    create: isStaff,
    update: isStaff,
    delete: isStaff,
    readVersions: isStaff,
  },
  versions: {
    drafts: { autosave: { interval: 800 }, schedulePublish: false },
    maxPerDoc: 30,
  },
} satisfies Pick<CollectionConfig, 'access' | 'versions'>
