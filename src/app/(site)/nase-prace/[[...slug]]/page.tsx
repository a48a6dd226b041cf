import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { CaseStudyDetailPage } from '@/components/caseStudies/CaseStudyDetailPage'
import { CaseStudyListPage } from '@/components/caseStudies/CaseStudyListPage'
import { readCaseStudy } from '@/provider/server/providerReaders'

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
  'Případové studie Software602: elektronický podpis, archivace a datové schránky v praxi firem i veřejné správy.'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  if (!slug?.length) {
    return {
      title: 'Naše práce – případové studie',
      description: LIST_DESCRIPTION,
      alternates: { canonical: '/nase-prace' },
    }
  }
  if (slug.length > 1) return notFoundMetadata
  const { data: study, error } = await readCaseStudy(slug[0]!)
  // The not-found boundary's own metadata is not applied when a page calls notFound().
  if (!study) return error ? { title: 'Naše práce', robots: { index: false } } : notFoundMetadata
  return {
    title: `${study.title} – ${study.clientName}`,
    description: study.perex || LIST_DESCRIPTION,
    alternates: { canonical: `/nase-prace/${study.slug}` },
    openGraph: {
      type: 'article',
      title: study.title,
      description: study.perex,
      images: study.imageUrl ? [study.imageUrl] : undefined,
    },
  }
}

export default async function CaseStudiesRoute({ params }: Props) {
  const { slug } = await params
  if (!slug?.length) return <CaseStudyListPage />
  if (slug.length > 1) notFound()
  return <CaseStudyDetailPage slug={slug[0]!} />
}
