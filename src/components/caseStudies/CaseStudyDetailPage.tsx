import { notFound } from 'next/navigation'

import { PageIntro } from '@/components/content/PageIntro'
import { Section } from '@/components/content/Section'
import { ErrorState } from '@/components/content/StatusMessage'
import { ReportedProviderFailure } from '@/components/siteStatus/ReportedProviderFailure'
import { JsonLd } from '@/components/seo/JsonLd'
import { caseStudyLd } from '@/lib/seo/structuredData'
import { relatedCaseStudies } from '@/provider/helpers/relatedCaseStudies'
import { readCaseStudies, readCaseStudy } from '@/provider/server/providerReaders'

import { CaseStudyGrid } from './CaseStudyCard'
import { NationalCaseStudy } from './NationalCaseStudy'
import { OrdinaryCaseStudy } from './OrdinaryCaseStudy'

export const RELATED_CASE_STUDIES = 3

export async function CaseStudyDetailPage({ slug }: { slug: string }) {
  const { data: study, error } = await readCaseStudy(slug)
  if (!study && !error) notFound()
  if (!study) {
    return (
      <>
        <PageIntro title="Případová studie" back={{ href: '/nase-prace', label: 'Naše práce' }} />
        <Section>
          <ErrorState title="Případovou studii se nepodařilo načíst." message={error} />
          <ReportedProviderFailure error={error} />
        </Section>
      </>
    )
  }
  // a failed list costs only the related studies: the study stays, the global notice says why
  const { data: all, error: relatedError } = await readCaseStudies()
  const related = relatedCaseStudies(all, study.slug, RELATED_CASE_STUDIES)
  return (
    <>
      <JsonLd data={caseStudyLd(study, `/nase-prace/${study.slug}`)} />
      {/* spec 2: the three national slugs always use the national template */}
      {study.isNational ? <NationalCaseStudy study={study} /> : <OrdinaryCaseStudy study={study} />}
      {related.length > 0 ? (
        <Section tone="muted" title="Další případové studie" titleId="related-case-studies">
          <CaseStudyGrid studies={related} />
        </Section>
      ) : null}
      <ReportedProviderFailure error={relatedError} />
    </>
  )
}
