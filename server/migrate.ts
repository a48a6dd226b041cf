/**
 * The migrate role: applies the committed migrations (never schema push) and seeds, through
 * Payload's Local API, then exits. Flags: --seed (add missing seed content), --seed-if-empty.
 * Expects DATABASE_URL and PAYLOAD_SECRET in the environment: `npm run migrate`, `dev` and `start`
 * provide them on the host (scripts/lib/stack.ts, through tsx); `npm run build` bundles this file
 * into `.next/standalone/migrate.js`, which the image runs with plain node (docker-compose.yml).
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { seed } from '@/seed'

import { migrations } from '../migrations'

const flags = new Set(process.argv.slice(2))
const payload = await getPayload({ config })
// Imported statically (not read from the folder at run time): a dynamic import of the migration
// files through tsx's loader could leave the top-level await unsettled (exit 13) under heavy load.
// (The generated index types `up`/`down` by their own argument types; Payload's list is looser.)
type MigrationList = NonNullable<Parameters<typeof payload.db.migrate>[0]>['migrations']
await payload.db.migrate({ migrations: migrations as unknown as MigrationList })

const { totalDocs: users } = await payload.count({ collection: 'users', overrideAccess: true })
if (flags.has('--seed') || (flags.has('--seed-if-empty') && users === 0)) {
  const started = Date.now()
  await seed(payload)
  payload.logger.info(`[seed] done in ${Date.now() - started} ms`)
}
await payload.destroy()
process.exit(0)
