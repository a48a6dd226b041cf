import type { CollectionBeforeOperationHook } from 'payload'

import { dummyPasswordCheck } from '../passwordHash'

/**
 * A sign-in for an address without an account costs what a wrong password for a real one costs.
 * Payload answers an unknown address right after its lookup (a few ms) but hashes the password
 * of a known one (pbkdf2, ~70 ms), so the answer time told which addresses have accounts. When
 * no account matches, this runs one pbkdf2 with Payload's parameters before Payload's own
 * lookup refuses the sign-in. Runs after the throttle: a throttled attempt costs nothing.
 * `npm run bench:login-timing` prints both medians.
 */
export const equalizeSignInTiming: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  if (operation !== 'login') return args
  const data = (args as { data?: { email?: unknown; password?: unknown } }).data
  const email = typeof data?.email === 'string' ? data.email.trim().toLowerCase() : ''
  const password = typeof data?.password === 'string' ? data.password : ''
  if (!email || !password) return args
  const account = await req.payload.db.findOne({
    collection: 'users',
    where: { email: { equals: email } },
  })
  if (!account) await dummyPasswordCheck(password)
  return args
}
