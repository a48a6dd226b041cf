import type { CollectionAfterReadHook } from 'payload'

import type { Media } from '@/payload-types'

const relative = (url: string | null | undefined) => {
  if (!url) return url
  try {
    const { pathname, search } = new URL(url)
    return `${pathname}${search}`
  } catch {
    return url
  }
}

/**
 * Payload prefixes file URLs with serverURL. Pages need them site-relative: next/image then
 * treats them as local images (no remote-host allow-list that would depend on the deployment),
 * and metadataBase turns them absolute where a full URL is needed (Open Graph).
 */
export const siteRelativeUrls: CollectionAfterReadHook<Media> = ({ doc }) => {
  doc.url = relative(doc.url)
  doc.thumbnailURL = relative(doc.thumbnailURL)
  for (const size of Object.values(doc.sizes ?? {})) {
    if (size) size.url = relative(size.url)
  }
  return doc
}
