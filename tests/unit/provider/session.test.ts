import { SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'

import { isSessionExpiredAt, readSessionToken } from '@/provider/mappers/session'

const secret = new TextEncoder().encode('test-secret')

async function token(claims: Record<string, unknown>, exp?: number) {
  const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256' })
  if (exp !== undefined) jwt.setExpirationTime(exp)
  return jwt.sign(secret)
}

describe('readSessionToken', () => {
  it('reads the mail claim and the expiry', async () => {
    const jwt = await token({ mail: 'jan@example.cz' }, 1_900_000_000)
    expect(readSessionToken(jwt)).toEqual({
      token: jwt,
      email: 'jan@example.cz',
      expiresAt: new Date(1_900_000_000_000),
    })
  })

  it('gives null for a token without mail or not a JWT', async () => {
    expect(readSessionToken(await token({ sub: 'x' }))).toBeNull()
    expect(readSessionToken('not-a-jwt')).toBeNull()
  })

  it('tells whether a session has expired at a moment', async () => {
    const session = readSessionToken(await token({ mail: 'a@b.cz' }, 1_000))
    expect(session && isSessionExpiredAt(session, new Date(999_000))).toBe(false)
    expect(session && isSessionExpiredAt(session, new Date(1_000_000))).toBe(true)
    const forever = readSessionToken(await token({ mail: 'a@b.cz' }))
    expect(forever && isSessionExpiredAt(forever, new Date(8e15))).toBe(false)
  })
})
