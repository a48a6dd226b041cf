import { SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'

import { isStoredSessionExpired } from '@/shop/store/storedSession'

const secret = new TextEncoder().encode('unit-test-secret-unit-test-secret')
const token = (exp: number) =>
  new SignJWT({ mail: 'jan@firma.cz' })
    .setProtectedHeader({ alg: 'HS256' })
    .setExpirationTime(exp)
    .sign(secret)

describe('isStoredSessionExpired', () => {
  const now = new Date('2026-05-01T10:00:00Z')
  const seconds = now.getTime() / 1000

  it('is true for a token whose exp has passed', async () => {
    expect(isStoredSessionExpired(await token(seconds - 1), now)).toBe(true)
  })
  it('is false for a valid token', async () => {
    expect(isStoredSessionExpired(await token(seconds + 3600), now)).toBe(false)
  })
  it('keeps tokens it cannot read and treats no token as not expired', () => {
    expect(isStoredSessionExpired('opaque-provider-token', now)).toBe(false)
    expect(isStoredSessionExpired(null, now)).toBe(false)
  })
})
