import { COMPANY_NAME_SUFFIX } from '@/lib/site'

import { seoLengths } from './seoLengths'

/** The <title> of a page called `name`, as the site layout's title template writes it. */
export const titleWithCompanyName = (name: string) => `${name}${COMPANY_NAME_SUFFIX}`

/** A stored <title> without the company name: og:title names the page (og:site_name the firm). */
export function titleWithoutCompanyName(title: string): string {
  return title.endsWith(COMPANY_NAME_SUFFIX) ? title.slice(0, -COMPANY_NAME_SUFFIX.length) : title
}

/**
 * `text` cut to what a search result shows, at a word boundary with an ellipsis, so that a
 * generated description also passes the server's limit.
 */
export function shortDescription(text: string): string {
  const limit = seoLengths.description.shown.max
  const whole = text.replace(/\s+/g, ' ').trim()
  if (whole.length <= limit) return whole
  const cut = whole.slice(0, limit - 1)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '')}…`
}
