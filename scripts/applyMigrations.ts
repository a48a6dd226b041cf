/**
 * Applies the committed migrations (never schema push) and seeds, through Payload's Local API.
 * Expects DATABASE_URL and PAYLOAD_SECRET in the environment: `npm run migrate`, `dev` and `start`
 * provide them (see scripts/lib/stack.ts).
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { seed } from '@/seed'

const flags = new Set(process.argv.slice(2))
const payload = await getPayload({ config })
await payload.db.migrate()

const { totalDocs: users } = await payload.count({ collection: 'users', overrideAccess: true })
if (flags.has('--seed') || (flags.has('--seed-if-empty') && users === 0)) {
  const started = Date.now()
  await seed(payload)
  payload.logger.info(`Seed hotov za ${Date.now() - started} ms`)
}
await payload.destroy()
process.exit(0)
