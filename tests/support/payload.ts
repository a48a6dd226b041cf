import config from '@payload-config'
import { getPayload, handleEndpoints, type Payload, type SanitizedConfig } from 'payload'

import type { User } from '@/payload-types'

/**
 * The Local API of the test database (see tests/int/globalSetup.ts); under another `key`, an
 * instance of its own, of the site's config or of one derived from it (e.g. another logger).
 */
export function testPayload(
  key?: string,
  payloadConfig: Promise<SanitizedConfig> | SanitizedConfig = config,
): Promise<Payload> {
  return getPayload({ config: payloadConfig, key })
}

let counter = 0

/** A user with the given role, created for one test. */
export async function createUser(payload: Payload, role: 'admin' | 'editor'): Promise<User> {
  counter += 1
  const user = await payload.create({
    collection: 'users',
    data: {
      email: `${role}-${Date.now()}-${counter}@test.example.cz`,
      password: 'Test-heslo-1234',
      roles: [role],
    },
    overrideAccess: true,
  })
  return { ...user, collection: 'users' } as User
}

/**
 * The session token of a REST sign-in, read from its Set-Cookie: no response body carries a
 * token (`auth.removeTokenFromResponses`, the Local API's `payload.login` included).
 */
export async function signInToken(email: string, password = 'Test-heslo-1234'): Promise<string> {
  const path = '/api/users/login'
  const response = await handleEndpoints({
    config,
    path,
    request: new Request(`http://127.0.0.1${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    }),
  })
  const token = /payload-token=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1]
  if (response.status !== 200 || !token) throw new Error(`sign-in failed: HTTP ${response.status}`)
  return token
}
