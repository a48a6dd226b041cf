/* Payload's REST API, as Payload generates it, behind one guard (restRequestGuard.ts) that answers
   4xx to what fails before an operation runs (path, unparseable `where`, method-override bodies);
   query values are checked by every collection's and global's beforeOperation hook
   (collections/shared/refuseBadQueries.ts). GraphQL is disabled in payload.config.ts. */
import config from '@payload-config'
import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from '@payloadcms/next/routes'

import { unknownRouteAsNotFound, refuseBadRestCall } from '@/lib/http/restRequestGuard'

type Handler = ReturnType<typeof REST_GET>

const guarded =
  (handler: Handler): Handler =>
  async (request, context) => {
    const refused = await refuseBadRestCall(await config, request)
    return refused ?? (await unknownRouteAsNotFound(await handler(request, context)))
  }

export const GET = guarded(REST_GET(config))
export const POST = guarded(REST_POST(config))
export const DELETE = guarded(REST_DELETE(config))
export const PATCH = guarded(REST_PATCH(config))
export const PUT = guarded(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
