import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { ensureDocument } from './ensureDocument'

export const DEFAULT_LOCAL_ADMIN_EMAIL = 'admin@example.cz'
export const DEFAULT_LOCAL_ADMIN_PASSWORD = 'Heslo-602-admin'

export async function seedUsers(payload: Payload): Promise<void> {
  const email = process.env.SEED_ADMIN_EMAIL || DEFAULT_LOCAL_ADMIN_EMAIL
  let password = process.env.SEED_ADMIN_PASSWORD
  if (!password) {
    // A real deployment (its own DATABASE_URL, production) never gets a well-known password.
    if (process.env.NODE_ENV === 'production' && process.env.LOCAL_DATABASE !== 'true') {
      password = randomBytes(12).toString('base64url')
      payload.logger.warn(
        `[seed] administrator ${email} created with a one-time password: ${password}`,
      )
    } else {
      password = DEFAULT_LOCAL_ADMIN_PASSWORD
    }
  }
  await ensureDocument(
    payload,
    'users',
    { email: { equals: email } },
    {
      email,
      password,
      name: 'Správce webu',
      roles: ['admin'],
    },
  )
}
