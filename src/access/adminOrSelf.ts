import type { Access } from 'payload'

import { hasRole } from './hasRole'

/** Administrators see every user; anyone else signed in sees only their own account. */
export const adminOrSelf: Access = ({ req }) => {
  if (hasRole(req.user, 'admin')) return true
  if (req.user?.collection === 'users') return { id: { equals: req.user.id } }
  return false
}
