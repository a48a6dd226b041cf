import os from 'node:os'
import path from 'node:path'

/** Fixed loopback addresses of the e2e stack, so tests can reach the sandbox's test controls. */
const sitePort = Number(process.env.E2E_PORT) || 3100
const sandboxPort = Number(process.env.E2E_SANDBOX_PORT) || 4110
/** The error-reporting sink a test starts; the e2e server's SENTRY_DSN points at it. */
const errorSinkPort = Number(process.env.E2E_ERROR_SINK_PORT) || sitePort + 2

/** `next dev` of devConsoleClean.spec.ts and its own sandbox, beside the production server. */
const devSitePort = sitePort + 1
const devSandboxPort = sandboxPort + 1

export const E2E = {
  sitePort,
  siteUrl: `http://127.0.0.1:${sitePort}`,
  sandboxPort,
  sandboxUrl: `http://127.0.0.1:${sandboxPort}`,
  errorSinkPort,
  devSitePort,
  devSiteUrl: `http://127.0.0.1:${devSitePort}`,
  devSandboxPort,
  /** Where the e2e server leaves its database's settings for the development server. */
  databaseFile: path.join(os.tmpdir(), `site-602-e2e-${sitePort}-database.json`),
  sentryDsn: `http://e2epublickey@127.0.0.1:${errorSinkPort}/1`,
  /** A tag-manager container id that only e2e tests use; its script requests are intercepted. */
  gtmId: 'GTM-E2ETEST',
}
