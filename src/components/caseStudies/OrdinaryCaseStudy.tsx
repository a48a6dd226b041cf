import { PageIntro } from '@/components/content/PageIntro'
import { RichHtml } from '@/components/content/RichHtml'
import type { CaseStudy } from '@/provider/mappers/caseStudy'

import article from '../content/Article.module.css'
import { CaseStudyCover, ClientLogo } from './CaseStudyImages'
import { DESIGNATION_LABELS } from './designationLabels'
import styles from './CaseStudyDetail.module.css'

export function OrdinaryCaseStudy({ study }: { study: CaseStudy }) {
  return (
    <div data-testid="case-study-ordinary">
      <PageIntro
        eyebrow={`Případová studie · ${DESIGNATION_LABELS[study.designation]}`}
        title={study.title}
        back={{ href: '/nase-prace', label: 'Naše práce' }}
      />
      <div className={`${article.layout} ${styles.columns}`}>
        <article className={article.article}>
          <CaseStudyCover study={study} eager />
          {study.perex ? <p className={article.perex}>{study.perex}</p> : null}
          <RichHtml html={study.bodyHtml} />
        </article>
        <aside className={styles.aside} aria-label="Klient">
          <ClientLogo study={study} className={styles.asideLogo} />
          <p className={styles.asideLabel}>Klient</p>
          <p className={styles.asideValue}>{study.clientName}</p>
          <p className={styles.asideLabel}>Zaměření</p>
          <p className={styles.asideValue}>{DESIGNATION_LABELS[study.designation]}</p>
        </aside>
      </div>
    </div>
  )
}
