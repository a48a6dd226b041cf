import type { Access } from 'payload'

import { hasRole } from './hasRole'

/** Administrators and editors (marketers): everyone who works in the admin. */
export const isStaff: Access = ({ req }) =>
  hasRole(req.user, 'admin') || hasRole(req.user, 'editor')
