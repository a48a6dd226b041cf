import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'

import { notFoundMetadata } from '@/lib/seo/notFoundMetadata'

type ReadItem<TItem> = (slug: string) => Promise<{ data: TItem | null; error: unknown }>

/**
 * Metadata of a site section served by one optional catch-all route (/blog, /kariera, …): the
 * list at the section's path, one item below it, 404 for anything deeper. The item is read through
 * the same cached reader as the page, so the render reads it once.
 */
export async function sectionMetadata<TItem>(
  segments: string[] | undefined,
  section: {
    list: Metadata
    /** Title while the item cannot be read (the page shows its error state, not indexed). */
    unavailableTitle: string
    read: ReadItem<TItem>
    item: (item: TItem) => Metadata
  },
): Promise<Metadata> {
  if (!segments?.length) return section.list
  if (segments.length > 1) return notFoundMetadata
  const { data, error } = await section.read(segments[0]!)
  // The not-found boundary's own metadata is not applied when a page calls notFound().
  if (!data) {
    return error ? { title: section.unavailableTitle, robots: { index: false } } : notFoundMetadata
  }
  return section.item(data)
}

/** The section's list, one item, or the not-found page for a deeper path. */
export function sectionContent(
  segments: string[] | undefined,
  list: () => ReactNode,
  item: (slug: string) => ReactNode,
): ReactNode {
  if (!segments?.length) return list()
  if (segments.length > 1) notFound()
  return item(segments[0]!)
}
