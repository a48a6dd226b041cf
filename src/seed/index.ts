import type { Payload } from 'payload'

import { seedGlobals } from './globals'
import { seedHomepage } from './homepage'
import { seedPages } from './pages'
import { seedRedirects } from './redirects'
import { seedSalesPeople } from './salesPeople'
import { seedSiteSettings } from './siteSettings'
import { seedJobPostings } from './jobPostings'
import { seedPressReleases } from './pressReleases'
import { seedUsers } from './users'

/**
 * Idempotent: each step creates what is missing and leaves existing documents alone, so re-running
 * the seed (`npm run seed`) never overwrites a marketer's edits. Revalidation is off while seeding.
 */
export async function seed(payload: Payload): Promise<void> {
  await seedUsers(payload)
  const pageIds = await seedPages(payload)
  await seedSiteSettings(payload)
  await seedGlobals(payload, pageIds)
  await seedRedirects(payload, pageIds)
  await seedSalesPeople(payload)
  await seedPressReleases(payload)
  await seedJobPostings(payload)
  await seedHomepage(payload, pageIds)
}
