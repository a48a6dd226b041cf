/**
 * The e2e server: `npm start`'s own code (scripts/lib/serve.ts) on a fresh, empty database
 * (see tests/support/testDatabase.ts), with the sandbox on a fixed port. Its output is copied
 * to SERVER_LOG_FILE, which the run checks for personal data at the end.
 */
import { rmSync, writeFileSync } from 'node:fs'

import { serve } from '../../scripts/lib/serve'
import { startTestDatabase } from '../support/testDatabase'
import { E2E } from './support/ports'
import { SECRET_VARIABLE, SERVER_LOG_FILE } from './support/serverLog'

const database = await startTestDatabase()
// devConsoleClean.spec.ts runs `next dev` on this seeded database (seeding its own took ~1 min)
writeFileSync(E2E.databaseFile, JSON.stringify(database.env), { mode: 0o600 })
for (const name of ['PROVIDER_API_URL', 'PROVIDER_PUBLIC_URL', 'IDENTITY_LOGIN_URL']) {
  delete process.env[name]
}
Object.assign(process.env, database.env, {
  PORT: String(E2E.sitePort),
  HOST: '127.0.0.1',
  SITE_URL: E2E.siteUrl,
  SANDBOX_PORT: String(E2E.sandboxPort),
  SENTRY_DSN: E2E.sentryDsn,
  GTM_ID: E2E.gtmId,
  // Every spec sends from 127.0.0.1: the per-client limits are tested by tests/int, not here.
  ENQUIRY_RATE_LIMIT_POINTS: '1000',
  LOGIN_RATE_LIMIT_POINTS: '1000',
  SEARCH_RATE_LIMIT_PER_MINUTE: '1000',
  // playwright.config.ts chose it, so the log check can look for it.
  PAYLOAD_SECRET: process.env[SECRET_VARIABLE] || database.env.PAYLOAD_SECRET,
})

writeFileSync(SERVER_LOG_FILE, '')
const code = await serve({ dev: false, logFile: SERVER_LOG_FILE })
rmSync(E2E.databaseFile, { force: true })
await database.stop()
process.exit(code)
