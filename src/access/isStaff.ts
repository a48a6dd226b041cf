import type { Access } from 'payload'

import { isStaffUser } from '@/lib/auth/isStaffUser'

/** Administrators and editors (marketers): everyone who works in the admin. */
export const isStaff: Access = ({ req }) => isStaffUser(req.user)
