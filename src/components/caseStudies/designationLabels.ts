import type { CaseStudyDesignation } from '@/provider/schemas/caseStudy'

export const DESIGNATION_LABELS: Record<CaseStudyDesignation, string> = {
  company: 'Firmy',
  public_sector: 'Veřejná správa',
}

/** The filter's value in the address (`?pro=firmy`), readable and without underscores. */
export const DESIGNATION_QUERY: Record<CaseStudyDesignation, string> = {
  company: 'firmy',
  public_sector: 'verejna-sprava',
}

export function designationFromQuery(value: string | null): CaseStudyDesignation | null {
  const entry = Object.entries(DESIGNATION_QUERY).find(([, query]) => query === value)
  return entry ? (entry[0] as CaseStudyDesignation) : null
}
