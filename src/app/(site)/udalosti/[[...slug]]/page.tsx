import { EventDetailPage } from '@/components/events/EventDetailPage'
import { EventListPage } from '@/components/events/EventListPage'
import { formatDate } from '@/lib/dates/formatPragueDate'
import { sectionRoute } from '@/lib/routes/sectionRoute'
import { readWebinar } from '@/provider/server/providerReaders'

export const revalidate = 60

const LIST_DESCRIPTION =
  'Webináře, konference a akce Software602 o elektronickém podpisu, archivaci a digitalizaci HR.'

const route = sectionRoute({
  list: {
    title: 'Události a webináře',
    description: LIST_DESCRIPTION,
    alternates: { canonical: '/udalosti' },
  },
  unavailableTitle: 'Události',
  read: readWebinar,
  item: (event) => ({
    title: event.title,
    description: event.perex || `${event.title} – ${formatDate(event.since)}`,
    alternates: { canonical: `/udalosti/${event.slug}` },
    openGraph: { type: 'website', title: event.title, description: event.perex },
  }),
  listPage: () => <EventListPage />,
  itemPage: (slug) => <EventDetailPage slug={slug} />,
})

export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.Page
