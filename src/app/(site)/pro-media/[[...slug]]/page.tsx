import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { PressDetailPage } from '@/components/press/PressDetailPage'
import { PressListPage } from '@/components/press/PressListPage'
import { readPressRelease } from '@/lib/cms/pressReleases'

import { metadata as notFoundMetadata } from '../../not-found'

type Props = { params: Promise<{ slug?: string[] }> }

// List and detail in one optional catch-all: nothing is prerendered at build (no database
// there); rendered on the first request, cached, dropped by the collection's afterChange hook.
export const revalidate = 3600
export const dynamicParams = true
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  if (!slug?.length) {
    return {
      title: 'Pro média – tiskové zprávy',
      description: 'Tiskové zprávy a kontakty pro média společnosti Software602.',
      alternates: { canonical: '/pro-media' },
    }
  }
  if (slug.length > 1) return notFoundMetadata
  const { data: release, error } = await readPressRelease(slug[0]!)
  // The not-found boundary's own metadata is not applied when a page calls notFound().
  if (!release) return error ? { title: 'Pro média', robots: { index: false } } : notFoundMetadata
  return {
    title: release.title,
    description: release.perex,
    alternates: { canonical: `/pro-media/${release.slug}` },
    openGraph: { type: 'article', title: release.title, publishedTime: release.publishedAt },
  }
}

export default async function PressRoute({ params }: Props) {
  const { slug } = await params
  if (!slug?.length) return <PressListPage />
  if (slug.length > 1) notFound()
  return <PressDetailPage slug={slug[0]!} />
}
