import type { Metadata } from 'next'

import { EventDetailPage } from '@/components/events/EventDetailPage'
import { EventListPage } from '@/components/events/EventListPage'
import { formatDate } from '@/lib/dates/formatPragueDate'
import { sectionContent, sectionMetadata } from '@/lib/routes/sectionRoute'
import { readWebinar } from '@/provider/server/providerReaders'

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
  return sectionMetadata((await params).slug, {
    list: {
      title: 'Události a webináře',
      description: LIST_DESCRIPTION,
      alternates: { canonical: '/udalosti' },
    },
    unavailableTitle: 'Události',
    read: readWebinar,
    item: (event) => ({
      title: event.title,
      description: event.perex || `${event.title} – ${formatDate(event.since)}`,
      alternates: { canonical: `/udalosti/${event.slug}` },
      openGraph: { type: 'website', title: event.title, description: event.perex },
    }),
  })
}

export default async function EventsRoute({ params }: Props) {
  return sectionContent(
    (await params).slug,
    () => <EventListPage />,
    (slug) => <EventDetailPage slug={slug} />,
  )
}
