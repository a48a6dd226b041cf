import { PressDetailPage } from '@/components/press/PressDetailPage'
import { PressListPage } from '@/components/press/PressListPage'
import { readPressRelease } from '@/cms/pressReleases'
import { sectionRoute } from '@/lib/routes/sectionRoute'

export const revalidate = 3600

const route = sectionRoute({
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
  listPage: () => <PressListPage />,
  itemPage: (slug) => <PressDetailPage slug={slug} />,
})

export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.Page
