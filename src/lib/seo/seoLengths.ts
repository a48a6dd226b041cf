import { COMPANY_NAME_SUFFIX } from '@/lib/site'

/**
 * Lengths of the search result's title and description, in characters. `shown` is the range the
 * admin's length meter calls good (about what Google shows before it cuts); `max` is what the
 * server accepts. Titles are stored as the whole <title>: the 70 characters a page's own name
 * could have before, plus the company name the site appended to it.
 */
export const seoLengths = {
  title: { shown: { min: 50, max: 60 }, max: 70 + COMPANY_NAME_SUFFIX.length },
  description: { shown: { min: 100, max: 160 }, max: 170 },
} as const
