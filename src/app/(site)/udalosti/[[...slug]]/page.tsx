import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { EventDetailPage } from '@/components/events/EventDetailPage'
import { EventListPage } from '@/components/events/EventListPage'
import { formatDate } from '@/lib/dates/formatPragueDate'
import { readWebinar } from '@/provider/server/providerReaders'

import { metadata as notFoundMetadata } from '../../not-found'

type Props = { params: Promise<{ slug?: string[] }> }

// List and detail in one optional catch-all: nothing is prerendered at build (no provider
// there); pages render on the first request and are then served from the cache.
// A literal, as Next reads it statically; equals PROVIDER_REVALIDATE_SECONDS.
export const revalidate = 60
export const dynamicParams = true
export function generateStaticParams() {
  return []
}

const LIST_DESCRIPTION =
  'Webináře, konference a akce Software602 o elektronickém podpisu, archivaci a digitalizaci HR.'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  if (!slug?.length) {
    return {
      title: 'Události a webináře',
      description: LIST_DESCRIPTION,
      alternates: { canonical: '/udalosti' },
    }
  }
  if (slug.length > 1) return notFoundMetadata
  const { data: event, error } = await readWebinar(slug[0]!)
  // The not-found boundary's own metadata is not applied when a page calls notFound().
  if (!event) return error ? { title: 'Události', robots: { index: false } } : notFoundMetadata
  return {
    title: event.title,
    description: event.perex || `${event.title} – ${formatDate(event.since)}`,
    alternates: { canonical: `/udalosti/${event.slug}` },
    openGraph: { type: 'website', title: event.title, description: event.perex },
  }
}

export default async function EventsRoute({ params }: Props) {
  const { slug } = await params
  if (!slug?.length) return <EventListPage />
  if (slug.length > 1) notFound()
  return <EventDetailPage slug={slug[0]!} />
}
