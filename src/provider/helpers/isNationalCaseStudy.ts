/** Spec 2: these case studies always open the national detail layout. */
export const NATIONAL_CASE_STUDY_SLUGS = ['czech-point', 'datove-schranky', 'cssz'] as const

export function isNationalCaseStudy(slug: string): boolean {
  return (NATIONAL_CASE_STUDY_SLUGS as readonly string[]).includes(slug)
}
