import type { Endpoint } from 'payload'

/**
 * `GET /api/health`: 200 when the app can query its database, 503 otherwise (for healthchecks).
 * It also reports the lead backlog for operators and monitoring: how many stored enquiries the
 * queue has not delivered yet, how long the oldest has waited, and how many failed for good.
 * While the process drains before stopping, the server answers 503 before this runs
 * (server/drain.ts).
 */
export const healthEndpoint: Endpoint = {
  path: '/health',
  method: 'get',
  handler: async (req) => {
    try {
      await req.payload.count({ collection: 'users', overrideAccess: true })
      const pending = { status: { equals: 'pending' } } as const
      const [undelivered, oldest, failed] = await Promise.all([
        req.payload.count({ collection: 'leads', where: pending, overrideAccess: true }),
        req.payload.find({
          collection: 'leads',
          where: pending,
          sort: 'createdAt',
          limit: 1,
          pagination: false,
          select: { createdAt: true },
          overrideAccess: true,
        }),
        req.payload.count({
          collection: 'leads',
          where: { status: { equals: 'failed' } },
          overrideAccess: true,
        }),
      ])
      const oldestCreatedAt = oldest.docs[0]?.createdAt
      return Response.json(
        {
          status: 'ok',
          leads: {
            undelivered: undelivered.totalDocs,
            oldestUndeliveredSeconds: oldestCreatedAt
              ? Math.max(0, Math.round((Date.now() - Date.parse(oldestCreatedAt)) / 1000))
              : 0,
            failed: failed.totalDocs,
          },
        },
        { headers: { 'Cache-Control': 'no-store' } },
      )
    } catch (error) {
      req.payload.logger.error({ err: error }, 'Health check failed')
      return Response.json(
        { status: 'error', message: 'Databáze neodpovídá' },
        { status: 503, headers: { 'Cache-Control': 'no-store' } },
      )
    }
  },
}
