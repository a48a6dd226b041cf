import Link from 'next/link'

import { ReportedProviderFailure } from '@/components/siteStatus/ReportedProviderFailure'
import { EventGrid, RecordingGrid } from '@/components/events/EventGrids'
import { RecordingsBrowser } from '@/components/lazyIslands.client'
import { recordingViews } from '@/components/events/RecordingView'
import type { ExperienceBlock as ExperienceBlockData } from '@/payload-types'
import { readWebinars } from '@/provider/server/providerReaders'

import styles from './styles.module.css'

/** How many upcoming events and recordings the block shows (spec 9). */
export const EXPERIENCE_ITEMS = 3

export async function ExperienceBlock({ block }: { block: ExperienceBlockData }) {
  const { data, error } = await readWebinars()
  const upcoming = data.upcoming.slice(0, EXPERIENCE_ITEMS)
  const recordings = data.past.slice(0, EXPERIENCE_ITEMS)
  const views = recordingViews(recordings)

  return (
    <section className={`section ${styles.experience}`} aria-labelledby="experience-title">
      <h2 id="experience-title">{block.heading || 'Potkejte nás na akcích'}</h2>
      <ReportedProviderFailure error={error} />
      {error ? (
        // The rest of the page does not depend on the provider, so only this block says so.
        <p className={styles.note} role="status">
          Přehled akcí se teď nepodařilo načíst. Zkuste to prosím později, nebo se podívejte na{' '}
          <Link href="/udalosti">stránku událostí</Link>.
        </p>
      ) : (
        <>
          <div className={styles.group} data-testid="experience-upcoming">
            <div className={styles.heading}>
              <h3>{block.upcomingHeading || 'Nadcházející události'}</h3>
              <Link href="/udalosti">Všechny události</Link>
            </div>
            {upcoming.length ? (
              <EventGrid events={upcoming} />
            ) : (
              <p className={styles.note}>Právě nechystáme žádnou akci. Brzy přidáme další.</p>
            )}
          </div>
          <div className={styles.group} data-testid="experience-recordings">
            <div className={styles.heading}>
              <h3>{block.recordingsHeading || 'Záznamy webinářů'}</h3>
              <Link href="/udalosti/zaznamy">Všechny záznamy</Link>
            </div>
            {recordings.length ? (
              <RecordingsBrowser views={views}>
                <RecordingGrid recordings={recordings} />
              </RecordingsBrowser>
            ) : (
              <p className={styles.note}>Záznamy zatím nejsou k dispozici.</p>
            )}
          </div>
        </>
      )}
    </section>
  )
}
