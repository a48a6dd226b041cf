/**
 * Runs `down` of every committed migration after the one named on the command line, newest
 * first: how a test checks that a migration can be taken back. Same environment as
 * applyMigrationsThrough.ts (the migrations come from the static list, not read from the folder).
 */
import config from '@payload-config'
import { createLocalReq, getPayload } from 'payload'

import { migrations } from '../../../migrations'

const last = process.argv[2]
const index = migrations.findIndex((migration) => migration.name === last)
if (index < 0) throw new Error(`Neznámá migrace: ${last}`)
const payload = await getPayload({ config })
const req = await createLocalReq({}, payload)
type DownArgs = Parameters<(typeof migrations)[number]['down']>[0]
const db = (payload.db as unknown as { drizzle: DownArgs['db'] }).drizzle
const { docs: applied } = await payload.find({
  collection: 'payload-migrations',
  limit: 0,
  pagination: false,
  req,
})
const appliedNames = new Set(applied.map((row) => row.name))
// only what is still applied: a repeated run (see testDatabase.ts `migrate`) continues
for (const migration of migrations.slice(index + 1).reverse()) {
  if (!appliedNames.has(migration.name)) continue
  await migration.down({ db, payload, req } as DownArgs)
  await payload.delete({
    collection: 'payload-migrations',
    where: { name: { equals: migration.name } },
    req,
  })
}
await payload.destroy()
process.exit(0)
