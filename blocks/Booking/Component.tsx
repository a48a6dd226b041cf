import { getSiteSettings } from '@/cms/getGlobals'
import type { BookingBlock as BookingBlockData } from '@/payload-types'

import styles from './styles.module.css'
import { BookingScheduler } from './island.client'

/** Server part: heading, text and the plain booking link, which works without JavaScript. */
export async function BookingBlock({ block }: { block: BookingBlockData }) {
  const bookingUrl = (await getSiteSettings())?.bookingUrl
  if (!bookingUrl) return null
  return (
    <section className={`section ${styles.booking}`} aria-labelledby={`rezervace-${block.id}`}>
      <h2 id={`rezervace-${block.id}`} className={styles.heading}>
        {block.heading}
      </h2>
      {block.text ? <p className={styles.text}>{block.text}</p> : null}
      <BookingScheduler url={bookingUrl} />
      <p className={styles.fallback}>
        <a href={bookingUrl} target="_blank" rel="noopener" data-booking-link="">
          {block.linkText}
          <span className="visually-hidden"> (otevře se v nové záložce)</span>
        </a>
      </p>
    </section>
  )
}
