import { formatDate, isoDay } from '@/lib/dates/formatPragueDate'
import { RECORDING_CARD_HOSTS } from '@/provider/helpers/hostOverflow'
import type { Webinar } from '@/provider/mappers/webinar'

import card from '../content/Card.module.css'
import { eventTypeLabel } from './eventTypeLabels'
import styles from './EventCard.module.css'
import { HostStack } from './HostStack'
import { RecordingLink } from './RecordingLink'

export function RecordingCard({ recording }: { recording: Webinar }) {
  return (
    <article className={card.card} data-testid="recording-card">
      <span className={styles.play} aria-hidden="true" />
      <div className={card.body}>
        <p className={card.meta}>
          {eventTypeLabel(recording.type)} ·{' '}
          <time dateTime={isoDay(recording.since)}>{formatDate(recording.since)}</time>
        </p>
        <h3 className={card.title}>
          <RecordingLink slug={recording.slug}>{recording.title}</RecordingLink>
        </h3>
        {recording.perex ? <p className={card.text}>{recording.perex}</p> : null}
        <div className={card.footer}>
          <HostStack hosts={recording.hosts} shown={RECORDING_CARD_HOSTS} />
        </div>
      </div>
    </article>
  )
}
