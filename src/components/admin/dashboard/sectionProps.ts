import type { Payload } from 'payload'

import type { User } from '@/payload-types'

/** What every dashboard section gets (ScheduledPublications.tsx uses the same). */
export type DashboardSectionProps = { payload: Payload; user: User | null }
