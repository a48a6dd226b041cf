import type { Metadata } from 'next'

import { RecordingPage } from '@/components/events/RecordingPage'
import { RecordingsListPage } from '@/components/events/RecordingsListPage'
import { sectionContent, sectionMetadata } from '@/lib/routes/sectionRoute'
import { readWebinar } from '@/provider/server/providerReaders'

type Props = { params: Promise<{ slug?: string[] }> }

// List and recording in one optional catch-all, rendered on the first request (see /udalosti).
export const revalidate = 60
export const dynamicParams = true
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return sectionMetadata((await params).slug, {
    list: {
      title: 'Záznamy webinářů',
      description: 'Záznamy webinářů a konferencí Software602 ke zhlédnutí zdarma.',
      alternates: { canonical: '/udalosti/zaznamy' },
    },
    unavailableTitle: 'Záznamy webinářů',
    read: readWebinar,
    item: (recording) => ({
      title: `Záznam: ${recording.title}`,
      description: recording.perex,
      alternates: { canonical: `/udalosti/zaznamy/${recording.slug}` },
    }),
  })
}

export default async function RecordingsRoute({ params }: Props) {
  return sectionContent(
    (await params).slug,
    () => <RecordingsListPage />,
    (slug) => <RecordingPage slug={slug} />,
  )
}
