import type { AddressInfo } from 'node:net'

import type { RequestLogOptions } from '../../../server/requestLog'
import { createDrain } from '../../../server/drain'
import type { SitePolicies } from '../../../server/contentSecurityPolicy'
import { createSiteServer, type RequestHandler } from '../../../server/siteServer'

/** The site's server around a stand-in for Next, on a free loopback port. */
export async function listenSiteServer(
  handle: RequestHandler,
  {
    requestLog = null,
    contentSecurityPolicy,
  }: { requestLog?: RequestLogOptions | null; contentSecurityPolicy?: SitePolicies } = {},
) {
  const drain = createDrain()
  const server = createSiteServer({ handle, requestLog, drain, contentSecurityPolicy })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve())
      // a refused body's connection may still be draining (bodyLimit.ts)
      server.closeAllConnections()
    })
  return { server, origin, drain, close }
}
