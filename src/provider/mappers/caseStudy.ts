import { isNationalCaseStudy } from '../helpers/isNationalCaseStudy'
import type { RawCaseStudy } from '../schemas/caseStudy'

export function mapCaseStudy(raw: RawCaseStudy) {
  return {
    slug: raw.slug,
    designation: raw.designation,
    title: raw.title,
    clientName: raw.client_name,
    clientLogoUrl: raw.client_logo?.url ?? null,
    perex: raw.perex ?? '',
    bodyHtml: raw.body ?? '',
    imageUrl: raw.image?.url ?? null,
    isNational: isNationalCaseStudy(raw.slug),
  }
}

export type CaseStudy = ReturnType<typeof mapCaseStudy>

export function mapCaseStudies(raw: readonly RawCaseStudy[]): CaseStudy[] {
  return raw.map(mapCaseStudy)
}
