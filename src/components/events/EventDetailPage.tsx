import { notFound } from 'next/navigation'

import { PageIntro } from '@/components/content/PageIntro'
import { ProviderImage } from '@/components/content/ProviderImage'
import { RichHtml } from '@/components/content/RichHtml'
import { Section } from '@/components/content/Section'
import { ErrorState } from '@/components/content/StatusMessage'
import { ReportedProviderFailure } from '@/components/siteStatus/ReportedProviderFailure'
import { Tags } from '@/components/content/Tags'
import { JsonLd } from '@/components/seo/JsonLd'
import { eventSchedule } from '@/lib/dates/eventSchedule'
import { eventLd } from '@/lib/seo/structuredData'
import { readWebinar } from '@/provider/server/providerReaders'

import article from '../content/Article.module.css'
import styles from './EventDetail.module.css'
import { eventTypeLabel } from './eventTypeLabels'
import { RecordingView } from './RecordingView'
import { WebinarInterestLink } from './WebinarInterestLink'

export async function EventDetailPage({ slug }: { slug: string }) {
  const { data: event, error } = await readWebinar(slug)
  if (!event && !error) notFound()
  if (!event) {
    return (
      <>
        <PageIntro title="Událost" back={{ href: '/udalosti', label: 'Všechny události' }} />
        <Section>
          <ErrorState title="Událost se nepodařilo načíst." message={error} />
          <ReportedProviderFailure error={error} />
        </Section>
      </>
    )
  }
  const schedule = eventSchedule(event)
  return (
    <>
      <JsonLd data={eventLd(event, `/udalosti/${event.slug}`)} />
      <PageIntro
        eyebrow={eventTypeLabel(event.type)}
        title={event.title}
        back={{ href: '/udalosti', label: 'Všechny události' }}
      >
        <dl className={styles.facts}>
          <div>
            <dt>Datum</dt>
            <dd>{schedule.date}</dd>
          </div>
          <div>
            <dt>Čas</dt>
            <dd>{schedule.time}</dd>
          </div>
          <div>
            <dt>Místo</dt>
            <dd>{event.location ?? 'Online'}</dd>
          </div>
        </dl>
        {event.isUpcoming && event.registrationLink ? (
          <WebinarInterestLink
            href={event.registrationLink}
            slug={event.slug}
            className={styles.register}
          >
            Registrovat se zdarma
          </WebinarInterestLink>
        ) : null}
      </PageIntro>
      <div className={`${article.layout} ${styles.columns}`}>
        <article className={article.article}>
          {event.isUpcoming ? (
            <>
              {event.perex ? <p className={article.perex}>{event.perex}</p> : null}
              <RichHtml html={event.descriptionHtml} />
            </>
          ) : (
            <RecordingView recording={event} showTitle={false} />
          )}
          <Tags names={event.tags.map((tag) => tag.name)} />
        </article>
        {event.hosts.length > 0 ? (
          <aside className={styles.hosts} aria-labelledby="event-hosts">
            <h2 id="event-hosts" className={styles.hostsTitle}>
              Přednášející
            </h2>
            <ul className={styles.hostList}>
              {event.hosts.map((host) => (
                <li key={host.id} className={styles.host}>
                  {host.imageUrl ? (
                    <ProviderImage src={host.imageUrl} alt="" width={56} height={56} />
                  ) : null}
                  <span>
                    <strong>{host.name}</strong>
                    {host.position ? <small>{host.position}</small> : null}
                  </span>
                </li>
              ))}
            </ul>
          </aside>
        ) : null}
      </div>
    </>
  )
}
