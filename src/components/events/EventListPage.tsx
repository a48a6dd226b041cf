import Link from 'next/link'

import { PageIntro } from '@/components/content/PageIntro'
import { Section } from '@/components/content/Section'
import { EmptyState, ErrorState } from '@/components/content/StatusMessage'
import { ReportedProviderFailure } from '@/components/siteStatus/ReportedProviderFailure'
import { readWebinars } from '@/provider/server/providerReaders'

import { EventGrid, RecordingGrid } from './EventGrids'

/** Spec 9 shows the first three recordings beside the upcoming events. */
const RECORDINGS_ON_EVENTS_PAGE = 3

export async function EventListPage() {
  const { data, error } = await readWebinars()
  return (
    <>
      <PageIntro
        eyebrow="Události"
        title="Webináře, konference a akce"
        lead={
          <p>
            Přijďte se podívat, jak digitalizovat podpisy, archiv i HR. Účast na webinářích je
            zdarma.
          </p>
        }
      />
      {error ? (
        <Section>
          <ErrorState title="Události se nepodařilo načíst." message={error} />
          <ReportedProviderFailure error={error} />
        </Section>
      ) : (
        <>
          <Section title="Nadcházející události" titleId="upcoming-events">
            {data.upcoming.length === 0 ? (
              <EmptyState>Právě nechystáme žádnou událost. Podívejte se na záznamy.</EmptyState>
            ) : (
              <EventGrid events={data.upcoming} />
            )}
          </Section>
          <Section
            tone="muted"
            title="Záznamy webinářů"
            titleId="recent-recordings"
            action={<Link href="/udalosti/zaznamy">Všechny záznamy →</Link>}
          >
            {data.past.length === 0 ? (
              <EmptyState>Zatím tu nejsou žádné záznamy.</EmptyState>
            ) : (
              <RecordingGrid recordings={data.past.slice(0, RECORDINGS_ON_EVENTS_PAGE)} />
            )}
          </Section>
        </>
      )}
    </>
  )
}
