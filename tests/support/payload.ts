import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import type { User } from '@/payload-types'

/** The Local API of the test database (see tests/int/globalSetup.ts). */
export function testPayload(key?: string): Promise<Payload> {
  return getPayload({ config, key })
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
