import { CareerDetailPage } from '@/components/career/CareerDetailPage'
import { CareerListPage } from '@/components/career/CareerListPage'
import { readJobPosting } from '@/cms/jobPostings'
import { sectionRoute } from '@/lib/routes/sectionRoute'

export const revalidate = 3600

const route = sectionRoute({
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
  listPage: () => <CareerListPage />,
  itemPage: (slug) => <CareerDetailPage slug={slug} />,
})

export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.Page
