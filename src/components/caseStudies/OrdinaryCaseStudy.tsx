import { PageIntro } from '@/components/content/PageIntro'
import { ProviderImage } from '@/components/content/ProviderImage'
import { RichHtml } from '@/components/content/RichHtml'
import type { CaseStudy } from '@/provider'

import article from '../content/Article.module.css'
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
          {study.imageUrl ? (
            <ProviderImage
              className={article.cover}
              src={study.imageUrl}
              alt=""
              width={1280}
              height={720}
              eager
            />
          ) : null}
          {study.perex ? <p className={article.perex}>{study.perex}</p> : null}
          <RichHtml html={study.bodyHtml} />
        </article>
        <aside className={styles.aside} aria-label="Klient">
          {study.clientLogoUrl ? (
            <ProviderImage
              className={styles.asideLogo}
              src={study.clientLogoUrl}
              alt={`Logo: ${study.clientName}`}
              width={160}
              height={64}
            />
          ) : null}
          <p className={styles.asideLabel}>Klient</p>
          <p className={styles.asideValue}>{study.clientName}</p>
          <p className={styles.asideLabel}>Zaměření</p>
          <p className={styles.asideValue}>{DESIGNATION_LABELS[study.designation]}</p>
        </aside>
      </div>
    </div>
  )
}
