import { PageIntro } from '@/components/content/PageIntro'
import { Section } from '@/components/content/Section'
import { EmptyState, ErrorState } from '@/components/content/StatusMessage'
import { ReportedProviderFailure } from '@/components/siteStatus/ReportedProviderFailure'
import type { CaseStudy } from '@/provider/mappers/caseStudy'
import { readCaseStudies } from '@/provider/server/providerReaders'

import { CaseStudyCard } from './CaseStudyCard'
import { CaseStudyFilter } from './CaseStudyFilter'

/** Each card once; the page opens on all of them, so the first card's image is the LCP. */
function filterCards(studies: CaseStudy[]) {
  return studies.map((study, index) => ({
    slug: study.slug,
    designation: study.designation,
    card: <CaseStudyCard study={study} eager={index === 0} />,
  }))
}

export async function CaseStudyListPage() {
  const { data: studies, error } = await readCaseStudies()
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
            cards={filterCards(studies)}
            empty={<EmptyState>V této skupině zatím žádné případové studie nemáme.</EmptyState>}
          />
        )}
      </Section>
    </>
  )
}
