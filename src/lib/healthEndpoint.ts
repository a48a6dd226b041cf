import type { Endpoint } from 'payload'

/** `GET /api/health`: 200 when the app can query its database, 503 otherwise (for healthchecks). */
export const healthEndpoint: Endpoint = {
  path: '/health',
  method: 'get',
  handler: async (req) => {
    try {
      await req.payload.count({ collection: 'users', overrideAccess: true })
      return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } })
    } catch (error) {
      req.payload.logger.error({ err: error }, 'Health check failed')
      return Response.json(
        { status: 'error', message: 'Databáze neodpovídá' },
        { status: 503, headers: { 'Cache-Control': 'no-store' } },
      )
    }
  },
}
