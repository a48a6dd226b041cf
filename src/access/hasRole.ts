import type { User } from '@/payload-types'

export type Role = NonNullable<User['roles']>[number]

type MaybeUser = { collection?: string; roles?: User['roles'] } | null | undefined

export function hasRole(user: MaybeUser, role: Role): boolean {
  return Boolean(user && user.collection === 'users' && user.roles?.includes(role))
}
