import { isSessionExpiredAt, readSessionToken } from '@/provider/mappers/session'

/**
 * A stored token whose own `exp` has passed is not shown as a login. A token we cannot read
 * (the provider may issue opaque ones) is kept: only the provider can judge it.
 */
export function isStoredSessionExpired(token: string | null, now: Date = new Date()): boolean {
  if (!token) return false
  const session = readSessionToken(token)
  return session !== null && isSessionExpiredAt(session, now)
}
