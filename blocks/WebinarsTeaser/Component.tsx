import Link from 'next/link'

import { ReportedProviderFailure } from '@/components/siteStatus/ReportedProviderFailure'
import { eventTypeLabel } from '@/components/events/eventTypeLabels'
import { eventSchedule } from '@/lib/dates/eventSchedule'
import type { WebinarsTeaserBlock as WebinarsTeaserBlockData } from '@/payload-types'
import { readWebinars } from '@/provider/server/providerReaders'

import section from '../shared/section.module.css'
import { teaserListState } from '../shared/teaserList'
import teasers from '../shared/teasers.module.css'

export async function WebinarsTeaserBlock({ block }: { block: WebinarsTeaserBlockData }) {
  const result = await readWebinars()
  const state = teaserListState({ data: result.data.upcoming, error: result.error })
  return (
    <section className={section.section}>
      <div className={section.inner}>
        <h2 className={section.heading}>{block.heading || 'Nejbližší webináře a akce'}</h2>
        <ReportedProviderFailure error={result.error} />
        {state.kind === 'error' ? (
          <p className={section.note} role="status">
            Webináře se teď nepodařilo načíst. Zkuste to prosím později.
          </p>
        ) : state.kind === 'empty' ? (
          <p className={section.note}>Další webináře právě plánujeme. Podívejte se na záznamy.</p>
        ) : (
          <ul
            className={`${teasers.list} ${state.centred ? teasers.centred : ''}`}
            data-centred={state.centred ? 'true' : undefined}
          >
            {state.items.map((webinar) => {
              const when = eventSchedule(webinar)
              return (
                <li key={webinar.id}>
                  <Link className={teasers.card} href={`/udalosti/${webinar.slug}`}>
                    <p className={teasers.eyebrow}>{eventTypeLabel(webinar.type)}</p>
                    <h3 className={teasers.title}>{webinar.title}</h3>
                    <p className={teasers.meta}>
                      <time dateTime={webinar.since.toISOString()}>
                        {when.date} {when.time}
                      </time>
                    </p>
                  </Link>
                </li>
              )
            })}
          </ul>
        )}
        <p className={section.more}>
          <Link href="/udalosti">{block.linkText || 'Všechny webináře a akce'}</Link>
        </p>
      </div>
    </section>
  )
}
