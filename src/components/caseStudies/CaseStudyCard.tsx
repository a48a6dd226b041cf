import Link from 'next/link'

import { CARD_IMAGE_SIZES, ProviderImage } from '@/components/content/ProviderImage'
import type { CaseStudy } from '@/provider/mappers/caseStudy'

import card from '../content/Card.module.css'
import { DESIGNATION_LABELS } from './designationLabels'
import styles from './CaseStudyCard.module.css'

export function CaseStudyCard({ study, eager = false }: { study: CaseStudy; eager?: boolean }) {
  return (
    <article className={card.card} data-testid="case-study-card">
      {study.imageUrl ? (
        <ProviderImage
          className={card.media}
          src={study.imageUrl}
          alt=""
          width={640}
          height={360}
          sizes={CARD_IMAGE_SIZES}
          eager={eager}
        />
      ) : null}
      <div className={card.body}>
        <div className={styles.client}>
          {study.clientLogoUrl ? (
            <ProviderImage
              className={styles.logo}
              src={study.clientLogoUrl}
              alt={`Logo: ${study.clientName}`}
              width={96}
              height={40}
            />
          ) : null}
          <p className={card.meta}>
            {study.clientName} · {DESIGNATION_LABELS[study.designation]}
          </p>
        </div>
        <h3 className={card.title}>
          <Link href={`/nase-prace/${study.slug}`}>{study.title}</Link>
        </h3>
        {study.perex ? <p className={card.text}>{study.perex}</p> : null}
      </div>
    </article>
  )
}

export function CaseStudyGrid({ studies }: { studies: CaseStudy[] }) {
  return (
    <ul className={card.grid}>
      {studies.map((study) => (
        <li key={study.slug}>
          <CaseStudyCard study={study} />
        </li>
      ))}
    </ul>
  )
}
