import Link from 'next/link'

import { ProviderImage } from '@/components/content/ProviderImage'
import { ReportedProviderFailure } from '@/components/siteStatus/ReportedProviderFailure'
import type { CaseStudyTeasersBlock as CaseStudyTeasersBlockData } from '@/payload-types'
import { readCaseStudies } from '@/provider/server/providerReaders'

import section from '../shared/section.module.css'
import { pickBySlug, teaserListState } from '../shared/teaserList'
import teasers from '../shared/teasers.module.css'

export async function CaseStudyTeasersBlock({ block }: { block: CaseStudyTeasersBlockData }) {
  const result = await readCaseStudies()
  const slugs = block.caseStudies.map((entry) => entry.slug)
  const state = teaserListState({ data: pickBySlug(result.data, slugs), error: result.error })
  return (
    <section className={section.section}>
      <div className={section.inner}>
        <h2 className={section.heading}>{block.heading || 'Naše práce'}</h2>
        <ReportedProviderFailure error={result.error} />
        {state.kind === 'error' ? (
          <p className={section.note} role="status">
            Případové studie se teď nepodařilo načíst. Zkuste to prosím později.
          </p>
        ) : state.kind === 'empty' ? (
          <p className={section.note}>Případové studie pro vás právě připravujeme.</p>
        ) : (
          <ul
            className={`${teasers.list} ${state.centred ? teasers.centred : ''}`}
            data-centred={state.centred ? 'true' : undefined}
          >
            {state.items.map((study) => (
              <li key={study.slug}>
                <Link className={teasers.card} href={`/nase-prace/${study.slug}`}>
                  {study.clientLogoUrl ? (
                    <ProviderImage
                      className={teasers.logo}
                      src={study.clientLogoUrl}
                      alt=""
                      width={140}
                      height={40}
                    />
                  ) : null}
                  <p className={teasers.eyebrow}>{study.clientName}</p>
                  <h3 className={teasers.title}>{study.title}</h3>
                  <p className={teasers.meta}>Přečíst případovou studii →</p>
                </Link>
              </li>
            ))}
          </ul>
        )}
        <p className={section.more}>
          <Link href="/nase-prace">{block.linkText || 'Všechny případové studie'}</Link>
        </p>
      </div>
    </section>
  )
}
