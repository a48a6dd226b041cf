import type { Webinar } from '@/provider/mappers/webinar'

import card from '../content/Card.module.css'
import { EventCard } from './EventCard'
import { RecordingCard } from './RecordingCard'

export function EventGrid({ events }: { events: Webinar[] }) {
  return (
    <ul className={card.grid}>
      {events.map((event) => (
        <li key={event.id}>
          <EventCard event={event} />
        </li>
      ))}
    </ul>
  )
}

export function RecordingGrid({ recordings }: { recordings: Webinar[] }) {
  return (
    <ul className={card.grid}>
      {recordings.map((recording) => (
        <li key={recording.id}>
          <RecordingCard recording={recording} />
        </li>
      ))}
    </ul>
  )
}
