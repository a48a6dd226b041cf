import type { Metadata } from 'next'

import { CareerDetailPage } from '@/components/career/CareerDetailPage'
import { CareerListPage } from '@/components/career/CareerListPage'
import { readJobPosting } from '@/cms/jobPostings'
import { sectionContent, sectionMetadata } from '@/lib/routes/sectionRoute'

type Props = { params: Promise<{ slug?: string[] }> }

// List and detail in one optional catch-all: nothing is prerendered at build (no database
// there); rendered on the first request, cached, dropped by the collection's afterChange hook.
export const revalidate = 3600
export const dynamicParams = true
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return sectionMetadata((await params).slug, {
    list: {
      title: 'Kariéra',
      description: 'Volné pozice v Software602: vývoj, konzultace, podpora i stáže.',
      alternates: { canonical: '/kariera' },
    },
    unavailableTitle: 'Kariéra',
    read: readJobPosting,
    item: (job) => ({
      title: `${job.title} – kariéra`,
      description: job.perex,
      alternates: { canonical: `/kariera/${job.slug}` },
    }),
  })
}

export default async function CareerRoute({ params }: Props) {
  return sectionContent(
    (await params).slug,
    () => <CareerListPage />,
    (slug) => <CareerDetailPage slug={slug} />,
  )
}
