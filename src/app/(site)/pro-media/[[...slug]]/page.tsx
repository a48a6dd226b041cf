import type { Metadata } from 'next'

import { PressDetailPage } from '@/components/press/PressDetailPage'
import { PressListPage } from '@/components/press/PressListPage'
import { readPressRelease } from '@/cms/pressReleases'
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
      title: 'Pro média – tiskové zprávy',
      description: 'Tiskové zprávy a kontakty pro média společnosti Software602.',
      alternates: { canonical: '/pro-media' },
    },
    unavailableTitle: 'Pro média',
    read: readPressRelease,
    item: (release) => ({
      title: release.title,
      description: release.perex,
      alternates: { canonical: `/pro-media/${release.slug}` },
      openGraph: { type: 'article', title: release.title, publishedTime: release.publishedAt },
    }),
  })
}

export default async function PressRoute({ params }: Props) {
  return sectionContent(
    (await params).slug,
    () => <PressListPage />,
    (slug) => <PressDetailPage slug={slug} />,
  )
}
