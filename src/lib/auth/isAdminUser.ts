import type { User } from '@/payload-types'

type MaybeUser = { collection?: string; roles?: User['roles'] } | null | undefined

/** Administrators only: personal data (leads) and security-relevant settings. */
export function isAdminUser(user: MaybeUser): boolean {
  return Boolean(user && user.collection === 'users' && user.roles?.includes('admin'))
}
