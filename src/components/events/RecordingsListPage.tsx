import { PageIntro } from '@/components/content/PageIntro'
import { Section } from '@/components/content/Section'
import { EmptyState, ErrorState } from '@/components/content/StatusMessage'
import { ReportedProviderFailure } from '@/components/siteStatus/ReportedProviderFailure'
import { readWebinars } from '@/provider/server/providerReaders'

import { RecordingGrid } from './EventGrids'
import { RecordingsBrowser } from './RecordingsBrowser'
import { recordingViews } from './RecordingView'

export async function RecordingsListPage() {
  const { data, error } = await readWebinars()
  const views = recordingViews(data.past)
  return (
    <>
      <PageIntro
        eyebrow="Události"
        title="Záznamy webinářů a konferencí"
        back={{ href: '/udalosti', label: 'Nadcházející události' }}
        lead={<p>Zmeškali jste webinář? Pusťte si záznam, kdy se vám to hodí.</p>}
      />
      <Section title="Seznam záznamů" titleId="recording-list" hideTitle>
        {error ? (
          <>
            <ErrorState title="Záznamy se nepodařilo načíst." message={error} />
            <ReportedProviderFailure error={error} />
          </>
        ) : data.past.length === 0 ? (
          <EmptyState>Zatím tu nejsou žádné záznamy.</EmptyState>
        ) : (
          <RecordingsBrowser views={views}>
            <RecordingGrid recordings={data.past} />
          </RecordingsBrowser>
        )}
      </Section>
    </>
  )
}
