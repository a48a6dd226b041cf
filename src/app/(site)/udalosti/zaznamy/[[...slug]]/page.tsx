import { RecordingPage } from '@/components/events/RecordingPage'
import { RecordingsListPage } from '@/components/events/RecordingsListPage'
import { sectionRoute } from '@/lib/routes/sectionRoute'
import { readWebinar } from '@/provider/server/providerReaders'

export const revalidate = 60

const route = sectionRoute({
  list: {
    title: 'Záznamy webinářů',
    description: 'Záznamy webinářů a konferencí Software602 ke zhlédnutí zdarma.',
    alternates: { canonical: '/udalosti/zaznamy' },
  },
  unavailableTitle: 'Záznamy webinářů',
  read: readWebinar,
  item: (recording) => ({
    title: `Záznam: ${recording.title}`,
    description: recording.perex,
    alternates: { canonical: `/udalosti/zaznamy/${recording.slug}` },
  }),
  listPage: () => <RecordingsListPage />,
  itemPage: (slug) => <RecordingPage slug={slug} />,
})

export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.Page
