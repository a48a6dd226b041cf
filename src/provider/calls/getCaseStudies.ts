import { mapCaseStudies } from '../mappers/caseStudy'
import { caseStudyListResponseSchema } from '../schemas/caseStudy'
import type { Transport } from '../transport'

export async function fetchCaseStudies(transport: Transport) {
  const response = await transport.json('/api/case-study', caseStudyListResponseSchema)
  return response.data
}

export async function getCaseStudies(transport: Transport) {
  return mapCaseStudies(await fetchCaseStudies(transport))
}
