import type { Access, SanitizedConfig, Where } from 'payload'

import { isStaffUser } from '@/lib/auth/isStaffUser'

import { hasRole } from '@/access/hasRole'

/**
 * Who may do what with Payload's document locks (`payload-locked-documents`): "this document is
 * being edited by X". Payload's own rule is "anyone signed in, anything", so an editor could lock
 * documents in another person's name (the administrator's own account included) or rewrite
 * their locks. Here a lock is only ever in the name of whoever writes it:
 * - create: only a lock naming yourself;
 * - update: your own locks, never naming someone else; and taking over any lock to yourself,
 *   which is what the admin's "Take over" button sends (`{ user: you }`, nothing else);
 * - delete: your own locks; administrators clear any.
 * The admin's locking while editing writes through Payload's database adapter (no access
 * check), so it keeps working for editors unchanged.
 */
export const LOCKED_DOCUMENTS_SLUG = 'payload-locked-documents'

type SignedIn = { id: number | string; collection: string; roles?: unknown }
type LockOwner = { relationTo?: unknown; value?: unknown } | null | undefined

const isStaff = (user: SignedIn | null | undefined): user is SignedIn => isStaffUser(user as never)

/** Whether a lock's `user` value (as sent: an id or a populated document) names `user`. */
function namesUser(owner: LockOwner, user: SignedIn): boolean {
  if (!owner || typeof owner !== 'object' || owner.relationTo !== user.collection) return false
  const value = owner.value
  const id = value && typeof value === 'object' && 'id' in value ? value.id : value
  return (typeof id === 'number' || typeof id === 'string') && String(id) === String(user.id)
}

const ownLocks = (user: SignedIn): Where => ({
  and: [{ 'user.relationTo': { equals: user.collection } }, { 'user.value': { equals: user.id } }],
})

const createLock: Access = ({ req: { user }, data }) =>
  isStaff(user) && namesUser((data as { user?: LockOwner } | undefined)?.user, user)

const updateLock: Access = ({ req: { user }, data }) => {
  if (!isStaff(user)) return false
  const changes = (data ?? {}) as Record<string, unknown> & { user?: LockOwner }
  if ('user' in changes && !namesUser(changes.user, user)) return false
  const takeOver = Object.keys(changes).length === 1 && 'user' in changes
  return takeOver ? true : ownLocks(user)
}

const deleteLock: Access = ({ req: { user } }) => {
  if (hasRole(user, 'admin')) return true
  return isStaff(user) ? ownLocks(user) : false
}

const readLock: Access = ({ req: { user } }) => isStaff(user)

/**
 * Applies the rules above to the built config. Payload adds its lock collection while it
 * sanitizes the config (`getLockedDocumentsCollection`, payload 3.90.2
 * dist/locked-documents/config.js), after plugins have run, and offers no option, hook or plugin
 * point for its access, so the sanitized collection is changed in place (Payload reads `access`
 * from it on every request). Leaning on internals: listed in docs/architecture.md, checked by
 * tests/unit/upstream/documentLockAccess.test.ts, which fails when Payload's version changes.
 */
export async function restrictDocumentLocks(
  built: Promise<SanitizedConfig>,
): Promise<SanitizedConfig> {
  const config = await built
  const locks = config.collections.find((collection) => collection.slug === LOCKED_DOCUMENTS_SLUG)
  if (!locks) throw new Error(`${LOCKED_DOCUMENTS_SLUG} is missing: Payload changed its locking`)
  locks.access = {
    ...locks.access,
    create: createLock,
    read: readLock,
    update: updateLock,
    delete: deleteLock,
  }
  return config
}
