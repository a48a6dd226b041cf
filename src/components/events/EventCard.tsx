import Link from 'next/link'

import { Tags } from '@/components/content/Tags'
import { eventSchedule } from '@/lib/dates/eventSchedule'
import { isoDay } from '@/lib/dates/formatPragueDate'
import { UPCOMING_CARD_HOSTS } from '@/provider/helpers/hostOverflow'
import type { Webinar } from '@/provider/mappers/webinar'

import card from '../content/Card.module.css'
import { eventTypeLabel } from './eventTypeLabels'
import styles from './EventCard.module.css'
import { HostStack } from './HostStack'
import { WebinarInterestLink } from './WebinarInterestLink'

/** An upcoming event: webinar, conference, a fair where we exhibit, or another event. */
export function EventCard({ event }: { event: Webinar }) {
  const schedule = eventSchedule(event)
  return (
    <article className={card.card} data-testid="event-card">
      <div className={card.body}>
        <div className={styles.top}>
          <span className={styles.type}>{eventTypeLabel(event.type)}</span>
          {schedule.multiDay ? <span className={styles.multi}>Vícedenní</span> : null}
        </div>
        <p className={styles.when}>
          <time dateTime={isoDay(event.since)}>{schedule.date}</time>
          <span className={styles.time}>{schedule.time}</span>
        </p>
        <h3 className={card.title}>
          <Link href={`/udalosti/${event.slug}`}>{event.title}</Link>
        </h3>
        <p className={card.meta}>{event.location ?? 'Online'}</p>
        {event.perex ? <p className={card.text}>{event.perex}</p> : null}
        <Tags names={event.tags.map((tag) => tag.name)} />
        <div className={card.footer}>
          <HostStack hosts={event.hosts} shown={UPCOMING_CARD_HOSTS} />
          {event.registrationLink ? (
            <WebinarInterestLink
              href={event.registrationLink}
              slug={event.slug}
              className={styles.register}
            >
              Registrovat se
            </WebinarInterestLink>
          ) : null}
        </div>
      </div>
    </article>
  )
}
