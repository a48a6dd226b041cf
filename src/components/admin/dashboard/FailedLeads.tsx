import { findFailedLeads } from '@/cms/attention/findFailedLeads'
import { formatAdminDateTime } from '@/lib/dates/formatAdminDateTime'

import { DashboardSection } from './DashboardSection'
import type { DashboardSectionProps } from './sectionProps'
import styles from './Dashboard.module.css'

/** Enquiries that could not be delivered to the provider (administrators only). */
export async function FailedLeads({ payload, user }: DashboardSectionProps) {
  const failed = await findFailedLeads(payload, user)
  if (!failed) return null
  return (
    <DashboardSection
      id="failed-leads"
      title="Nedoručené poptávky"
      count={failed.total}
      empty="Všechny poptávky byly doručeny."
    >
      {failed.leads.map((lead) => (
        <li key={lead.href}>
          <a href={lead.href}>{lead.title}</a>
          <span className={styles.meta}>
            {[formatAdminDateTime(lead.failedAt), lead.lastError].filter(Boolean).join(' · ')}
          </span>
        </li>
      ))}
    </DashboardSection>
  )
}
