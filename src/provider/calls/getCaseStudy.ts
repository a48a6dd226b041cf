import { nullIfNotFound } from '../errors'
import { mapCaseStudy } from '../mappers/caseStudy'
import { caseStudyResponseSchema } from '../schemas/caseStudy'
import type { Transport } from '../transport'

export function fetchCaseStudy(transport: Transport, slug: string) {
  return nullIfNotFound(
    transport.json(`/api/case-study/${encodeURIComponent(slug)}`, caseStudyResponseSchema),
  )
}

export async function getCaseStudy(transport: Transport, slug: string) {
  const raw = await fetchCaseStudy(transport, slug)
  return raw ? mapCaseStudy(raw) : null
}
