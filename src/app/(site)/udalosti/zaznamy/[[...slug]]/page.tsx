import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { RecordingPage } from '@/components/events/RecordingPage'
import { RecordingsListPage } from '@/components/events/RecordingsListPage'
import { readWebinar } from '@/provider/server/providerReaders'

import { metadata as notFoundMetadata } from '../../../not-found'

type Props = { params: Promise<{ slug?: string[] }> }

// List and recording in one optional catch-all, rendered on the first request (see /udalosti).
export const revalidate = 60
export const dynamicParams = true
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  if (!slug?.length) {
    return {
      title: 'Záznamy webinářů',
      description: 'Záznamy webinářů a konferencí Software602 ke zhlédnutí zdarma.',
      alternates: { canonical: '/udalosti/zaznamy' },
    }
  }
  if (slug.length > 1) return notFoundMetadata
  const { data: recording, error } = await readWebinar(slug[0]!)
  // The not-found boundary's own metadata is not applied when a page calls notFound().
  if (!recording)
    return error ? { title: 'Záznamy webinářů', robots: { index: false } } : notFoundMetadata
  return {
    title: `Záznam: ${recording.title}`,
    description: recording.perex,
    alternates: { canonical: `/udalosti/zaznamy/${recording.slug}` },
  }
}

export default async function RecordingsRoute({ params }: Props) {
  const { slug } = await params
  if (!slug?.length) return <RecordingsListPage />
  if (slug.length > 1) notFound()
  return <RecordingPage slug={slug[0]!} />
}
