import { SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'

import { isStoredSessionExpired } from '@/shop/store/storedSession'
import { SHOP_SESSION_ATTRIBUTE, storedSessionScript } from '@/lib/preHydration/storedSessionScript'

const secret = new TextEncoder().encode('unit-test-secret-unit-test-secret')
const now = new Date('2026-05-01T10:00:00Z')
const seconds = now.getTime() / 1000

const jwt = (claims: Record<string, unknown>, exp?: number) => {
  const token = new SignJWT(claims).setProtectedHeader({ alg: 'HS256' })
  if (exp !== undefined) token.setExpirationTime(exp)
  return token.sign(secret)
}

/** Runs the inline script against a fake document and storage; true when it marks a login. */
function marksLogin(authToken: string | null): boolean {
  const attributes = new Map<string, string>()
  new Function('localStorage', 'document', 'Date', 'atob', storedSessionScript())(
    { getItem: (key: string) => (key === 'authToken' ? authToken : null) },
    {
      documentElement: {
        setAttribute: (name: string, value: string) => attributes.set(name, value),
      },
    },
    { now: () => now.getTime() },
    atob,
  )
  return attributes.has(SHOP_SESSION_ATTRIBUTE)
}

/** What the store shows once it has read the draft (a non-empty token it does not drop). */
const storeShowsLogin = (token: string | null) =>
  Boolean(token) && !isStoredSessionExpired(token, now)

describe('storedSessionScript', () => {
  it('judges a stored token as the store does after hydration', async () => {
    const tokens = [
      null,
      '',
      await jwt({ mail: 'jan@firma.cz' }, seconds + 3600),
      await jwt({ mail: 'jan@firma.cz' }, seconds - 1),
      await jwt({ mail: 'jan@firma.cz' }, seconds),
      await jwt({ mail: 'jan@firma.cz' }),
      await jwt({ mail: 'jiří.čermák@firma.cz' }, seconds - 60),
      // not a session token the site can read: kept as a login, only the provider can judge it
      await jwt({ sub: 'jan' }, seconds - 60),
      'opaque-provider-token',
      'a.b.c',
      'a..c',
    ]
    for (const token of tokens)
      expect(marksLogin(token), String(token)).toBe(storeShowsLogin(token))
  })

  it('marks nothing when the storage cannot be read', () => {
    const attributes = new Map<string, string>()
    new Function('localStorage', 'document', storedSessionScript())(
      {
        getItem: () => {
          throw new Error('SecurityError')
        },
      },
      {
        documentElement: {
          setAttribute: (name: string, value: string) => attributes.set(name, value),
        },
      },
    )
    expect(attributes.size).toBe(0)
  })
})
