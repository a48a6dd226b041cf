import { createHmac, timingSafeEqual } from 'node:crypto'

// Only node:crypto and types: e2e support and scripts import this file by relative path.
import type { Endpoint, PayloadRequest } from 'payload'

/**
 * The header that asks `/api/health` for its details from inside the deployment (monitoring,
 * the test topologies, benches and chaos scripts talking to a replica directly). Its value is
 * `internalHealthToken(PAYLOAD_SECRET)`. The edge (edge/Caddyfile) and the HTTP cache
 * (http-cache/site.vcl) drop it from every request, so from the internet it never arrives; the
 * value is still checked, so a replica reachable some other way does not give its details away.
 */
export const INTERNAL_HEALTH_HEADER = 'x-internal-health'

/** HMAC of a fixed label under the site's secret: the secret itself never travels. */
export function internalHealthToken(secret: string): string {
  return createHmac('sha256', secret).update('site602 internal health').digest('hex')
}

/** Headers that ask a replica for the health details; none when the secret is unknown. */
export function internalHealthHeaders(secret: string | undefined): Record<string, string> {
  return secret ? { [INTERNAL_HEALTH_HEADER]: internalHealthToken(secret) } : {}
}

function isInternal(req: PayloadRequest): boolean {
  const sent = req.headers.get(INTERNAL_HEALTH_HEADER)
  // PAYLOAD_SECRET, as given to Payload's config (payload.config.ts).
  const secret = req.payload.config.secret
  if (!sent || !secret) return false
  const expected = Buffer.from(internalHealthToken(secret))
  const given = Buffer.from(sent)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

const isAdministrator = (req: PayloadRequest) =>
  Boolean(
    req.user &&
    req.user.collection === 'users' &&
    (req.user as { roles?: string[] | null }).roles?.includes('admin'),
  )

/** Lead counts and queue ages: for administrators and internal callers only. */
export const mayReadHealthDetails = (req: PayloadRequest) => isAdministrator(req) || isInternal(req)

const noStore = { 'Cache-Control': 'no-store' }

async function leadBacklog(req: PayloadRequest) {
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
  return {
    undelivered: undelivered.totalDocs,
    oldestUndeliveredSeconds: oldestCreatedAt
      ? Math.max(0, Math.round((Date.now() - Date.parse(oldestCreatedAt)) / 1000))
      : 0,
    failed: failed.totalDocs,
  }
}

/**
 * `GET /api/health`: 200 when the app can query its database, 503 otherwise (for healthchecks).
 * Anonymous callers get the status only. A signed-in administrator, or an internal caller
 * (INTERNAL_HEALTH_HEADER), also gets the lead backlog: how many stored enquiries the queue has
 * not delivered yet, how long the oldest has waited, and how many failed for good (the admin's
 * dashboard shows failed leads to administrators only, and so does this).
 * While the process drains before stopping, the server answers 503 before this runs
 * (server/drain.ts).
 */
export const healthEndpoint: Endpoint = {
  path: '/health',
  method: 'get',
  handler: async (req) => {
    try {
      await req.payload.count({ collection: 'users', overrideAccess: true })
      if (!mayReadHealthDetails(req)) return Response.json({ status: 'ok' }, { headers: noStore })
      return Response.json({ status: 'ok', leads: await leadBacklog(req) }, { headers: noStore })
    } catch (error) {
      req.payload.logger.error({ err: error }, 'Health check failed')
      return Response.json(
        { status: 'error', message: 'The database does not answer' },
        { status: 503, headers: noStore },
      )
    }
  },
}
