import type { Endpoint } from 'payload'

import { isDraining } from '@/lib/shutdown/drainOnShutdown'

/**
 * `GET /api/live`: 200 while the process serves requests, whatever the database does (the HTTP
 * cache's probe, http-cache/site.vcl), 503 while it drains before stopping. `/api/health` is the
 * readiness check that queries it.
 */
export const liveEndpoint: Endpoint = {
  path: '/live',
  method: 'get',
  // 503 once SIGTERM arrived: the probe takes the replica out of rotation before it stops.
  handler: () =>
    isDraining()
      ? Response.json(
          { status: 'draining' },
          { status: 503, headers: { 'Cache-Control': 'no-store' } },
        )
      : Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } }),
}
