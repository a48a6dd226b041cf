import Link from 'next/link'

import { RichHtml } from '@/components/content/RichHtml'
import type { CaseStudy } from '@/provider/mappers/caseStudy'

import article from '../content/Article.module.css'
import { CaseStudyCover, ClientLogo } from './CaseStudyImages'
import styles from './CaseStudyDetail.module.css'

/** Nationwide public-administration projects (Czech POINT, datové schránky, ČSSZ). */
export function NationalCaseStudy({ study }: { study: CaseStudy }) {
  return (
    <div data-testid="case-study-national">
      <header className={styles.nationalHero}>
        <div className={styles.nationalInner}>
          <Link className={styles.nationalBack} href="/nase-prace">
            ← Naše práce
          </Link>
          <p className={styles.nationalBadge}>Národní projekt veřejné správy</p>
          <h1 className={styles.nationalTitle}>{study.title}</h1>
          <div className={styles.nationalClient}>
            <ClientLogo study={study} className={styles.nationalLogo} eager />
            <span>{study.clientName}</span>
          </div>
        </div>
      </header>
      <ul className={styles.facts} aria-label="V kostce">
        <li>
          <strong>Celostátní</strong> nasazení pro občany i úřady
        </li>
        <li>
          <strong>30 let</strong> zkušeností s digitalizací státní správy
        </li>
        <li>
          <strong>eIDAS</strong> kvalifikované služby vytvářející důvěru
        </li>
      </ul>
      <div className={article.layout}>
        <article className={article.article}>
          {study.perex ? <p className={article.perex}>{study.perex}</p> : null}
          <CaseStudyCover study={study} />
          <RichHtml html={study.bodyHtml} />
        </article>
      </div>
    </div>
  )
}
