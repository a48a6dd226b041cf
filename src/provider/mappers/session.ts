import { decodeJwt } from 'jose'

import { sessionClaimsSchema } from '../schemas/sessionClaims'

/**
 * Reads (does not verify: only the provider can) the session token's claims. Null when the
 * token is not a JWT with a `mail` claim.
 */
export function readSessionToken(token: string) {
  let claims: unknown
  try {
    claims = decodeJwt(token)
  } catch {
    return null
  }
  const parsed = sessionClaimsSchema.safeParse(claims)
  if (!parsed.success) return null
  return {
    token,
    email: parsed.data.mail,
    expiresAt: parsed.data.exp === undefined ? null : new Date(parsed.data.exp * 1000),
  }
}

export type Session = NonNullable<ReturnType<typeof readSessionToken>>

export function isSessionExpiredAt(session: Session, now: Date): boolean {
  return session.expiresAt !== null && session.expiresAt.getTime() <= now.getTime()
}
