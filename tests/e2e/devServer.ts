/**
 * `npm run dev`'s own code (scripts/lib/serve.ts) on the e2e server's database, already migrated
 * and seeded by it (tests/e2e/server.ts), with a sandbox of its own. Started and stopped by
 * support/devServer.ts; it leaves the database to the e2e server.
 */
import { readFileSync } from 'node:fs'

import { serve } from '../../scripts/lib/serve'
import { E2E } from './support/ports'

const database = JSON.parse(readFileSync(E2E.databaseFile, 'utf8')) as Record<string, string>
for (const name of [
  'PROVIDER_API_URL',
  'PROVIDER_PUBLIC_URL',
  'IDENTITY_LOGIN_URL',
  'SENTRY_DSN',
]) {
  delete process.env[name]
}
Object.assign(process.env, database, {
  PORT: String(E2E.devSitePort),
  HOST: '127.0.0.1',
  SITE_URL: E2E.devSiteUrl,
  SANDBOX_PORT: String(E2E.devSandboxPort),
})

process.exit(await serve({ dev: true }))
