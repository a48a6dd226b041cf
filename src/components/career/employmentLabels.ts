import type { JobPosting } from '@/payload-types'

export const EMPLOYMENT_LABELS: Record<JobPosting['employmentType'], string> = {
  'full-time': 'Plný úvazek',
  'part-time': 'Částečný úvazek',
  contract: 'Spolupráce na IČO',
  internship: 'Stáž',
}
