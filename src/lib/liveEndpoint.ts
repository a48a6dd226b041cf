import type { Endpoint } from 'payload'

/**
 * `GET /api/live`: 200 while the process serves requests, whatever the database does (the HTTP
 * cache's probe, http-cache/site.vcl). While the process drains before stopping, the server
 * answers 503 before this runs (server/drain.ts). `/api/health` is the readiness check that
 * queries the database. It tells nobody more than the status (details: /api/health, for staff).
 */
export const liveEndpoint: Endpoint = {
  path: '/live',
  method: 'get',
  handler: () => Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } }),
}
