import type { Payload } from 'payload'

import { isStaffUser } from '@/lib/auth/isStaffUser'
import { formatAdminDateTime } from '@/lib/dates/formatAdminDateTime'
import {
  pendingPublications,
  recentPublicationNotes,
  type ScheduledPublication,
} from '@/scheduling/scheduledPublications'
import { scheduleLabel } from '@/scheduling/scheduleLabel'

import { DashboardSection } from './DashboardSection'
import type { DashboardSectionProps } from './sectionProps'

type Entry = ScheduledPublication & { title: string; href: string }

function globalLabel(payload: Payload, slug: string): string {
  const label = payload.config.globals.find((global) => global.slug === slug)?.label
  if (typeof label === 'string') return label
  if (label && typeof label === 'object' && 'cs' in label) return String(label.cs)
  return slug
}

/** Titles of the scheduled documents in one query per collection (drafts included). */
async function describe(payload: Payload, publications: ScheduledPublication[]): Promise<Entry[]> {
  const admin = payload.config.routes.admin
  const idsByCollection = new Map<string, Set<string>>()
  for (const { target } of publications) {
    if ('collection' in target) {
      idsByCollection.set(
        target.collection,
        (idsByCollection.get(target.collection) ?? new Set()).add(target.id),
      )
    }
  }
  const titles = new Map<string, string>()
  for (const [collection, ids] of idsByCollection) {
    const { docs } = await payload.find({
      collection: collection as 'pages',
      where: { id: { in: [...ids] } },
      draft: true,
      pagination: false,
      depth: 0,
      select: { title: true },
      overrideAccess: true,
    })
    for (const doc of docs) titles.set(`${collection}/${doc.id}`, doc.title)
  }
  return publications.map((publication) => {
    const { target } = publication
    if ('global' in target) {
      return {
        ...publication,
        title: globalLabel(payload, target.global),
        href: `${admin}/globals/${target.global}`,
      }
    }
    return {
      ...publication,
      title: titles.get(`${target.collection}/${target.id}`) ?? 'Smazaný dokument',
      href: `${admin}/collections/${target.collection}/${target.id}`,
    }
  })
}

function note(entry: Entry): string {
  const when = formatAdminDateTime(entry.at) ?? ''
  const action = entry.type === 'unpublish' ? 'Zrušení zveřejnění' : 'Zveřejnění'
  if (entry.state === 'failed') {
    const reason = entry.schedulerDeleted
      ? 'účet, který ho naplánoval, už neexistuje'
      : (entry.error ?? 'neznámá chyba')
    return `${action} na ${when} selhalo (${reason}); naplánujte ho znovu.`
  }
  if (entry.state === 'publishedLate') {
    return `${action} na ${when}: zveřejněno se zpožděním ${entry.lateMinutes} min.`
  }
  return `${action} na ${when}: zveřejněno hned, čas už uplynul.`
}

/**
 * Dashboard section "Naplánované zveřejnění": what is scheduled (pages, homepage, info banner),
 * publish or unpublish, when (Prague time), each linking to its document; then the last week's
 * failed ones, ones published at once because their time had passed and ones published late
 * because no worker ran at their time. Staff only.
 */
export async function ScheduledPublications({ payload, user }: DashboardSectionProps) {
  if (!isStaffUser(user ? { ...user, collection: 'users' } : null)) return null
  const [pending, notes] = await Promise.all([
    pendingPublications(payload),
    recentPublicationNotes(payload),
  ])
  const entries = await describe(payload, [...pending, ...notes])
  const upcoming = entries.filter((entry) => entry.state === 'pending')
  const past = entries.filter((entry) => entry.state !== 'pending')
  return (
    <>
      <DashboardSection
        id="scheduled-publications"
        title="Naplánované zveřejnění"
        count={upcoming.length}
        empty="Nic není naplánováno. Zveřejnění na určitý čas nastavíte v dokumentu šipkou u tlačítka „Zveřejnit změny“."
      >
        {upcoming.map((entry) => (
          <li key={entry.jobId}>
            <a href={entry.href}>{entry.title}</a> – {scheduleLabel(entry)}
          </li>
        ))}
      </DashboardSection>
      {past.length > 0 && (
        <DashboardSection
          id="past-publications"
          title="Naplánovaná zveřejnění za poslední týden"
          count={past.length}
          empty=""
        >
          {past.map((entry) => (
            <li key={entry.jobId}>
              <a href={entry.href}>{entry.title}</a> – {note(entry)}
            </li>
          ))}
        </DashboardSection>
      )}
    </>
  )
}
