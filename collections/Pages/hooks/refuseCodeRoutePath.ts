import { APIError, type CollectionBeforeValidateHook } from 'payload'

import { codeRouteRefusal } from '@/lib/routes/codeRoutes'

/**
 * A page at a path the application answers would never be seen: refused before anything is
 * stored (drafts and autosaves too), with the route named in the admin's notice. The field's own
 * validation says the same to API clients, but the admin shows only the field's name for it.
 */
export const refuseCodeRoutePath: CollectionBeforeValidateHook = ({ data }) => {
  const path = typeof data?.path === 'string' ? data.path : null
  const refusal = path ? codeRouteRefusal(path) : null
  if (refusal) throw new APIError(refusal, 400, null, true)
  return data
}
