import { ProviderImage } from '@/components/content/ProviderImage'
import type { CaseStudy } from '@/provider/mappers/caseStudy'

import article from '../content/Article.module.css'

/** The client's logo on a case study's page (nothing when the provider has none). */
export function ClientLogo({
  study,
  className,
  eager = false,
}: {
  study: CaseStudy
  className?: string
  eager?: boolean
}) {
  if (!study.clientLogoUrl) return null
  return (
    <ProviderImage
      className={className}
      src={study.clientLogoUrl}
      alt={`Logo: ${study.clientName}`}
      width={160}
      height={64}
      eager={eager}
    />
  )
}

/** The cover image of a case study's article (nothing when the provider has none). */
export function CaseStudyCover({ study, eager = false }: { study: CaseStudy; eager?: boolean }) {
  if (!study.imageUrl) return null
  return (
    <ProviderImage
      className={article.cover}
      src={study.imageUrl}
      alt=""
      width={1280}
      height={720}
      eager={eager}
    />
  )
}
