import { findUnpublishedDrafts } from '@/cms/attention/findUnpublishedDrafts'
import { formatAdminDateTime } from '@/lib/dates/formatAdminDateTime'

import { DashboardSection } from './DashboardSection'
import type { DashboardSectionProps } from './sectionProps'
import styles from './Dashboard.module.css'

/** Drafts with changes visitors do not see yet: what, who saved it last, when. */
export async function UnpublishedDrafts({ payload }: DashboardSectionProps) {
  const drafts = await findUnpublishedDrafts(payload)
  return (
    <DashboardSection
      id="unpublished-drafts"
      title="Nezveřejněné změny"
      count={drafts.length}
      empty="Žádné rozpracované koncepty: vše je zveřejněné."
    >
      {drafts.map((draft) => {
        const when = formatAdminDateTime(draft.updatedAt)
        return (
          <li key={draft.href}>
            <a href={draft.href}>{draft.title}</a>
            <span className={styles.meta}>
              {[draft.editedBy ?? 'neznámý autor', when].filter(Boolean).join(' · ')}
            </span>
          </li>
        )
      })}
    </DashboardSection>
  )
}
