/** Fixed loopback addresses of the e2e stack, so tests can reach the sandbox's test controls. */
const sitePort = Number(process.env.E2E_PORT) || 3100
const sandboxPort = Number(process.env.E2E_SANDBOX_PORT) || 4110
/** The error-reporting sink a test starts; the e2e server's SENTRY_DSN points at it. */
const errorSinkPort = Number(process.env.E2E_ERROR_SINK_PORT) || sitePort + 2

export const E2E = {
  sitePort,
  siteUrl: `http://127.0.0.1:${sitePort}`,
  sandboxPort,
  sandboxUrl: `http://127.0.0.1:${sandboxPort}`,
  errorSinkPort,
  sentryDsn: `http://e2epublickey@127.0.0.1:${errorSinkPort}/1`,
  /** A tag-manager container id that only e2e tests use; its script requests are intercepted. */
  gtmId: 'GTM-E2ETEST',
}
