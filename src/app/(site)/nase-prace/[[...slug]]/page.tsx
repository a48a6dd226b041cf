import type { Metadata } from 'next'

import { CaseStudyDetailPage } from '@/components/caseStudies/CaseStudyDetailPage'
import { CaseStudyListPage } from '@/components/caseStudies/CaseStudyListPage'
import { sectionContent, sectionMetadata } from '@/lib/routes/sectionRoute'
import { readCaseStudy } from '@/provider/server/providerReaders'

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
  return sectionMetadata((await params).slug, {
    list: {
      title: 'Naše práce – případové studie',
      description: LIST_DESCRIPTION,
      alternates: { canonical: '/nase-prace' },
    },
    unavailableTitle: 'Naše práce',
    read: readCaseStudy,
    item: (study) => ({
      title: `${study.title} – ${study.clientName}`,
      description: study.perex || LIST_DESCRIPTION,
      alternates: { canonical: `/nase-prace/${study.slug}` },
      openGraph: {
        type: 'article',
        title: study.title,
        description: study.perex,
        images: study.imageUrl ? [study.imageUrl] : undefined,
      },
    }),
  })
}

export default async function CaseStudiesRoute({ params }: Props) {
  return sectionContent(
    (await params).slug,
    () => <CaseStudyListPage />,
    (slug) => <CaseStudyDetailPage slug={slug} />,
  )
}
