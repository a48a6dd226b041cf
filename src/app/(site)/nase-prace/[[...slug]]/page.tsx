import { CaseStudyDetailPage } from '@/components/caseStudies/CaseStudyDetailPage'
import { CaseStudyListPage } from '@/components/caseStudies/CaseStudyListPage'
import { sectionRoute } from '@/lib/routes/sectionRoute'
import { readCaseStudy } from '@/provider/server/providerReaders'

export const revalidate = 60

const LIST_DESCRIPTION =
  'Případové studie Software602: elektronický podpis, archivace a datové schránky v praxi firem i veřejné správy.'

const route = sectionRoute({
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
  listPage: () => <CaseStudyListPage />,
  itemPage: (slug) => <CaseStudyDetailPage slug={slug} />,
})

export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.Page
