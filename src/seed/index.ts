import type { Payload } from 'payload'

import { seedJobPostings } from './jobPostings'
import { seedPages } from './pages'
import { seedPressReleases } from './pressReleases'
import { seedUsers } from './users'

/**
 * Idempotent: each step creates what is missing and leaves existing documents alone, so re-running
 * the seed (`npm run seed`) never overwrites a marketer's edits. Revalidation is off while seeding.
 */
export async function seed(payload: Payload): Promise<void> {
  await seedUsers(payload)
  await seedPages(payload)
  await seedPressReleases(payload)
  await seedJobPostings(payload)
}
