import type { User } from '@/payload-types'

type MaybeUser = { collection?: string; roles?: User['roles'] } | null | undefined

/**
 * Administrators and editors (marketers): everyone who works in the admin. The access rules
 * (src/access/isStaff.ts) and the draft reads of the site (src/cms/getDraftAccess.ts) share it.
 */
export function isStaffUser(user: MaybeUser): boolean {
  return Boolean(
    user &&
    user.collection === 'users' &&
    user.roles?.some((role) => role === 'admin' || role === 'editor'),
  )
}
