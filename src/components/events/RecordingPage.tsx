import { notFound } from 'next/navigation'

import { PageIntro } from '@/components/content/PageIntro'
import { Section } from '@/components/content/Section'
import { ErrorState } from '@/components/content/StatusMessage'
import { ReportedProviderFailure } from '@/components/siteStatus/ReportedProviderFailure'
import { JsonLd } from '@/components/seo/JsonLd'
import { eventLd } from '@/lib/seo/structuredData'
import { readWebinar } from '@/provider/server/providerReaders'

import article from '../content/Article.module.css'
import { RecordingView } from './RecordingView'

/** A recording loaded directly (reload, shared link): its own page, not the modal. */
export async function RecordingPage({ slug }: { slug: string }) {
  const { data: recording, error } = await readWebinar(slug)
  if (!error && (!recording || recording.isUpcoming)) notFound()
  return (
    <>
      <PageIntro
        eyebrow="Záznam"
        title={recording?.title ?? 'Záznam'}
        back={{ href: '/udalosti/zaznamy', label: 'Všechny záznamy' }}
      />
      {recording ? (
        <div className={article.layout} data-testid="recording-page">
          <JsonLd data={eventLd(recording, `/udalosti/zaznamy/${recording.slug}`)} />
          <div className={article.article}>
            <RecordingView recording={recording} showTitle={false} />
          </div>
        </div>
      ) : (
        <Section>
          <ErrorState title="Záznam se nepodařilo načíst." message={error} />
          <ReportedProviderFailure error={error} />
        </Section>
      )}
    </>
  )
}
