/**
 * Applies the committed migrations up to and including the one named on the command line: the
 * schema an earlier release ran on. Same environment as server/migrate.ts.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { migrations } from '../../../migrations'

const last = process.argv[2]
const index = migrations.findIndex((migration) => migration.name === last)
if (index < 0) throw new Error(`Neznámá migrace: ${last}`)
const payload = await getPayload({ config })
type MigrationList = NonNullable<Parameters<typeof payload.db.migrate>[0]>['migrations']
await payload.db.migrate({ migrations: migrations.slice(0, index + 1) as unknown as MigrationList })
await payload.destroy()
process.exit(0)
