import Link from 'next/link'

import { PageIntro } from '@/components/content/PageIntro'
import { Section } from '@/components/content/Section'
import { EmptyState, ErrorState } from '@/components/content/StatusMessage'
import { getSiteSettings } from '@/cms/getGlobals'
import { readPressReleases } from '@/cms/pressReleases'
import { formatDate, isoDay } from '@/lib/dates/formatPragueDate'

import card from '../content/Card.module.css'
import styles from './PressList.module.css'

export async function PressListPage() {
  const [{ data: releases, error }, settings] = await Promise.all([
    readPressReleases(),
    getSiteSettings(),
  ])
  const mediaEmail = settings?.mediaEmail
  return (
    <>
      <PageIntro
        eyebrow="Pro média"
        title="Tiskové zprávy"
        lead={
          <p>
            Novinky o společnosti Software602 pro novináře.
            {mediaEmail ? (
              <>
                {' '}
                Potřebujete podklady nebo rozhovor? Napište na{' '}
                <a href={`mailto:${mediaEmail}`}>{mediaEmail}</a>.
              </>
            ) : null}
          </p>
        }
      />
      <Section>
        {error ? (
          <ErrorState title="Tiskové zprávy se nepodařilo načíst." message={error} />
        ) : releases.length === 0 ? (
          <EmptyState>Zatím jsme nevydali žádnou tiskovou zprávu.</EmptyState>
        ) : (
          <ul className={styles.list}>
            {releases.map((release) => (
              <li key={release.id}>
                <article className={`${card.card} ${styles.item}`} data-testid="press-release">
                  <div className={card.body}>
                    <p className={card.meta}>
                      <time dateTime={isoDay(new Date(release.publishedAt))}>
                        {formatDate(new Date(release.publishedAt))}
                      </time>
                    </p>
                    <h2 className={card.title}>
                      <Link href={`/pro-media/${release.slug}`}>{release.title}</Link>
                    </h2>
                    <p className={card.text}>{release.perex}</p>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  )
}
