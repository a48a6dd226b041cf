import { PageIntro } from '@/components/content/PageIntro'
import { Section } from '@/components/content/Section'
import { EmptyState, ErrorState } from '@/components/content/StatusMessage'
import { ReportedProviderFailure } from '@/components/siteStatus/ReportedProviderFailure'
import type { CaseStudy } from '@/provider/mappers/caseStudy'
import { readCaseStudies } from '@/provider/server/providerReaders'

import { CaseStudyGrid } from './CaseStudyCard'
import { CaseStudyFilter } from './CaseStudyFilter'

/** `shownFirst`: the group the filter shows when the page opens (its first image is the LCP). */
function group(studies: CaseStudy[], shownFirst = false) {
  return studies.length === 0 ? (
    <EmptyState>V této skupině zatím žádné případové studie nemáme.</EmptyState>
  ) : (
    <CaseStudyGrid studies={studies} eagerFirst={shownFirst} />
  )
}

export async function CaseStudyListPage() {
  const { data: studies, error } = await readCaseStudies()
  const companies = studies.filter((study) => study.designation === 'company')
  const publicSector = studies.filter((study) => study.designation === 'public_sector')
  return (
    <>
      <PageIntro
        eyebrow="Naše práce"
        title="Případové studie"
        lead={
          <p>
            Jak firmy a úřady s našimi řešeními podepisují, archivují a vyřizují datové schránky bez
            papíru.
          </p>
        }
      />
      <Section title="Seznam případových studií" titleId="case-study-list" hideTitle>
        {error ? (
          <>
            <ErrorState title="Případové studie se nepodařilo načíst." message={error} />
            <ReportedProviderFailure error={error} />
          </>
        ) : studies.length === 0 ? (
          <EmptyState>Zatím tu nejsou žádné případové studie.</EmptyState>
        ) : (
          <CaseStudyFilter
            groups={{
              all: group(studies, true),
              company: group(companies),
              public_sector: group(publicSector),
            }}
            counts={{
              all: studies.length,
              company: companies.length,
              public_sector: publicSector.length,
            }}
          />
        )}
      </Section>
    </>
  )
}
