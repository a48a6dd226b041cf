/** Fixed loopback addresses of the e2e stack, so tests can reach the sandbox's test controls. */
const sitePort = Number(process.env.E2E_PORT) || 3100
const sandboxPort = Number(process.env.E2E_SANDBOX_PORT) || 4110

export const E2E = {
  sitePort,
  siteUrl: `http://127.0.0.1:${sitePort}`,
  sandboxPort,
  sandboxUrl: `http://127.0.0.1:${sandboxPort}`,
}
