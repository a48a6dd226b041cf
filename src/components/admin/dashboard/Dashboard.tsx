import { Gutter } from '@payloadcms/ui'
import type { Payload } from 'payload'
import type { ReactNode } from 'react'

import type { User } from '@/payload-types'

import { BrokenLinks } from './BrokenLinks'
import { FailedLeads } from './FailedLeads'
import { ScheduledPublications } from './ScheduledPublications'
import { SearchedQueries } from './SearchedQueries'
import type { DashboardSectionProps } from './sectionProps'
import { UnpublishedDrafts } from './UnpublishedDrafts'
import styles from './Dashboard.module.css'

type Section = (props: DashboardSectionProps) => Promise<ReactNode>

const sections: { key: string; title: string; Section: Section }[] = [
  { key: 'unpublished-drafts', title: 'Nezveřejněné změny', Section: UnpublishedDrafts },
  {
    key: 'scheduled-publications',
    title: 'Naplánované zveřejnění',
    Section: ScheduledPublications,
  },
  { key: 'failed-leads', title: 'Nedoručené poptávky', Section: FailedLeads },
  { key: 'broken-links', title: 'Stránky s nefunkčními odkazy', Section: BrokenLinks },
  { key: 'searched-queries', title: 'Co lidé hledají', Section: SearchedQueries },
]

/** A section whose data cannot be read says so quietly; the rest of the dashboard still shows. */
async function SafeSection({
  title,
  Section,
  ...props
}: DashboardSectionProps & { title: string; Section: Section }) {
  try {
    return await Section(props)
  } catch (error) {
    props.payload.logger.error({ err: error, section: title }, 'dashboard section failed')
    return (
      <section className={styles.section}>
        <h2 className={styles.heading}>{title}</h2>
        <p className={styles.empty}>Tuto část se teď nepodařilo načíst. Zkuste stránku obnovit.</p>
      </section>
    )
  }
}

/**
 * The admin's start page: what needs attention, each item a link to its document. Replaces
 * Payload's grid of collections, which stay one click away in the navigation.
 */
export function Dashboard({ payload, user }: { payload: Payload; user?: User | null }) {
  return (
    <Gutter className={styles.dashboard}>
      <h1>Co potřebuje pozornost</h1>
      {sections.map(({ key, title, Section }) => (
        <SafeSection
          key={key}
          title={title}
          Section={Section}
          payload={payload}
          user={user ?? null}
        />
      ))}
    </Gutter>
  )
}
