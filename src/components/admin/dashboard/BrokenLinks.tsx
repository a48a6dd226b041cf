import { findPagesWithBrokenLinks } from '@/cms/attention/findPagesWithBrokenLinks'

import { DashboardSection } from './DashboardSection'
import type { DashboardSectionProps } from './sectionProps'
import styles from './Dashboard.module.css'

/** Published pages whose links lead nowhere a visitor can go. */
export async function BrokenLinks({ payload }: DashboardSectionProps) {
  const pages = await findPagesWithBrokenLinks(payload)
  return (
    <DashboardSection
      id="broken-links"
      title="Stránky s nefunkčními odkazy"
      count={pages.length}
      empty="Všechny odkazy na stránky webu fungují."
    >
      {pages.map((page) => (
        <li key={page.href}>
          <a href={page.href}>{page.title}</a>
          <span className={styles.meta}>{page.messages.join(' ')}</span>
        </li>
      ))}
    </DashboardSection>
  )
}
