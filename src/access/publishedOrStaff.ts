import type { Access } from 'payload'

import { isStaff } from './isStaff'

/** Staff read drafts; anonymous visitors only ever see published documents. */
export const publishedOrStaff: Access = (args) => {
  if (isStaff(args)) return true
  return { _status: { equals: 'published' } }
}
