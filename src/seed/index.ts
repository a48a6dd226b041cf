import type { Payload } from 'payload'

import { seedHomepage } from './homepage'
import { seedPages } from './pages'
import { seedSalesPeople } from './salesPeople'
import { seedUsers } from './users'

/**
 * Idempotent: each step creates what is missing and leaves existing documents alone, so re-running
 * the seed (`npm run seed`) never overwrites a marketer's edits. Revalidation is off while seeding.
 */
export async function seed(payload: Payload): Promise<void> {
  await seedUsers(payload)
  await seedPages(payload)
  await seedSalesPeople(payload)
  await seedHomepage(payload)
}
