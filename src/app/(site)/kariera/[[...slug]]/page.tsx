import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { CareerDetailPage } from '@/components/career/CareerDetailPage'
import { CareerListPage } from '@/components/career/CareerListPage'
import { readJobPosting } from '@/lib/cms/jobPostings'

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
      title: 'Kariéra',
      description: 'Volné pozice v Software602: vývoj, konzultace, podpora i stáže.',
      alternates: { canonical: '/kariera' },
    }
  }
  if (slug.length > 1) return notFoundMetadata
  const { data: job, error } = await readJobPosting(slug[0]!)
  // The not-found boundary's own metadata is not applied when a page calls notFound().
  if (!job) return error ? { title: 'Kariéra', robots: { index: false } } : notFoundMetadata
  return {
    title: `${job.title} – kariéra`,
    description: job.perex,
    alternates: { canonical: `/kariera/${job.slug}` },
  }
}

export default async function CareerRoute({ params }: Props) {
  const { slug } = await params
  if (!slug?.length) return <CareerListPage />
  if (slug.length > 1) notFound()
  return <CareerDetailPage slug={slug[0]!} />
}
