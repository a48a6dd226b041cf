import type { JobPosting } from '@/payload-types'

import { EMPLOYMENT_LABELS } from './employmentLabels'

/** A job's terms as short labels: employment type, place, home office. */
export function jobTerms(
  job: Pick<JobPosting, 'employmentType' | 'location' | 'remote'>,
): string[] {
  return [
    EMPLOYMENT_LABELS[job.employmentType],
    job.location,
    ...(job.remote ? ['Home office'] : []),
  ]
}
