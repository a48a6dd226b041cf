import crypto from 'node:crypto'

/**
 * The password comparison of Payload's local sign-in (payload 3.90.2
 * `dist/auth/strategies/local/authenticate.js` and `generatePasswordSaltHash.js`), which Payload
 * does not export: pbkdf2-sha256 over the stored salt, 600,000 iterations and 32 bytes for hashes
 * prefixed `pbkdf2-sha256-v1:`, 25,000 and 512 bytes for older ones; constant-time comparison.
 * tests/int/credentialChanges.test.ts checks it against a hash Payload itself wrote.
 */
const CURRENT_PREFIX = 'pbkdf2-sha256-v1:'
const CURRENT = { iterations: 600_000, keyLength: 32 }
const LEGACY = { iterations: 25_000, keyLength: 512 }

function pbkdf2(password: string, salt: string, iterations: number, keyLength: number) {
  return new Promise<Buffer>((resolve, reject) =>
    crypto.pbkdf2(password, salt, iterations, keyLength, 'sha256', (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  )
}

export type StoredPassword = { hash?: unknown; salt?: unknown }

/** True when `password` is the one stored as `hash`/`salt`. */
export async function passwordMatches(stored: StoredPassword, password: string): Promise<boolean> {
  const { hash, salt } = stored
  if (typeof hash !== 'string' || typeof salt !== 'string') return false
  const current = hash.startsWith(CURRENT_PREFIX)
  const { iterations, keyLength } = current ? CURRENT : LEGACY
  const expected = Buffer.from(current ? hash.slice(CURRENT_PREFIX.length) : hash, 'hex')
  const actual = await pbkdf2(password, salt, iterations, keyLength)
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected)
}

const DUMMY_SALT = crypto.randomBytes(32).toString('hex')

/**
 * The work of one wrong password with Payload's current parameters, for an account that does
 * not exist: a sign-in then costs what a real account's does (hooks/equalizeSignInTiming.ts).
 */
export async function dummyPasswordCheck(password: string): Promise<void> {
  await pbkdf2(password, DUMMY_SALT, CURRENT.iterations, CURRENT.keyLength)
}
