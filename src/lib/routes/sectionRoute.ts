import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'

import { notFoundMetadata } from '@/lib/seo/notFoundMetadata'

type ReadItem<TItem> = (slug: string) => Promise<{ data: TItem | null; error: unknown }>
type Props = { params: Promise<{ slug?: string[] }> }

type Section<TItem> = {
  list: Metadata
  /** Title while the item cannot be read (the page shows its error state, not indexed). */
  unavailableTitle: string
  read: ReadItem<TItem>
  item: (item: TItem) => Metadata
  listPage: () => ReactNode
  itemPage: (slug: string) => ReactNode
}

/**
 * A site section served by one optional catch-all route (/blog, /kariera, …): the list at the
 * section's path, one item below it, 404 for anything deeper. List and items share one route so
 * that nothing is prerendered at build (`generateStaticParams` returns no paths: `next build` has
 * no provider and no database); each path renders on its first request and is then served from
 * the cache. The route file exports what this returns, plus its own `revalidate` as a literal
 * (Next reads it statically): PROVIDER_REVALIDATE_SECONDS for provider sections, an hour for CMS
 * collections, whose afterChange hooks expire them at once.
 */
export function sectionRoute<TItem>(section: Section<TItem>) {
  return {
    generateStaticParams: (): Array<{ slug?: string[] }> => [],
    generateMetadata: async ({ params }: Props) => sectionMetadata((await params).slug, section),
    Page: async function SectionPage({ params }: Props) {
      const segments = (await params).slug
      if (!segments?.length) return section.listPage()
      if (segments.length > 1) notFound()
      return section.itemPage(segments[0]!)
    },
  }
}

/**
 * The section's metadata. The item is read through the same cached reader as the page, so the
 * render reads it once.
 */
async function sectionMetadata<TItem>(
  segments: string[] | undefined,
  section: Section<TItem>,
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
