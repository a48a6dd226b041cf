import config from '@payload-config'
import { handleEndpoints } from 'payload'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { env } from '@/lib/env'
import { SOCKET_ADDRESS_HEADER } from '@/lib/http/clientAddress'

import { createUser, testPayload } from '../support/payload'

/**
 * The failed-sign-in policy (collections/Users/hooks/signInThrottle.ts, signInBackoff.ts)
 * through Payload's REST handler, exactly as Next serves /api/users/*, with the client address
 * the site's server stamps on every request. A refused attempt reads like a wrong password, so
 * the tests tell one from the other the way a person would: the right password is refused while
 * the back-off lasts.
 */
const PASSWORD = 'Test-heslo-1234'
const SECOND = 1000

async function post(
  path: string,
  body: unknown,
  address: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  const request = new Request(`http://127.0.0.1${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [SOCKET_ADDRESS_HEADER]: address, ...headers },
    body: JSON.stringify(body),
  })
  return handleEndpoints({ config, path, request })
}

const signIn = (email: string, password: string, address: string) =>
  post('/api/users/login', { email, password }, address)

/** What a client can compare between two answers. */
async function answerOf(response: Response) {
  return {
    status: response.status,
    body: await response.text(),
    retryAfter: response.headers.get('retry-after'),
    cookie: response.headers.get('set-cookie'),
  }
}

/**
 * Every sign-in after this runs at `ms` on the clock of the limiters (and of Payload). The
 * in-memory limiters also drop a window's record with a timer of its length: faked as well, so a
 * window ends when the clock says, never because the machine was slow.
 */
const clockAt = (ms: number) =>
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], now: ms })

afterEach(() => {
  vi.useRealTimers()
})

describe('admin sign-in: failures slow the client, never lock the account', () => {
  it('five and more wrong passwords from two addresses do not stop the owner from a third', async () => {
    const payload = await testPayload()
    const editor = await createUser(payload, 'editor')
    // The review's finding: 4 from one address and 1 from another locked the account.
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await signIn(editor.email, `spatne-${attempt}`, '203.0.113.10')).status).toBe(401)
    }
    expect((await signIn(editor.email, 'spatne-4', '203.0.113.11')).status).toBe(401)
    // And many more, from both.
    for (let attempt = 0; attempt < 8; attempt += 1) {
      await signIn(editor.email, `spatne-a-${attempt}`, '203.0.113.10')
      await signIn(editor.email, `spatne-b-${attempt}`, '203.0.113.11')
    }
    const owner = await signIn(editor.email, PASSWORD, '198.51.100.10')
    expect(owner.status).toBe(200)
    expect(((await owner.json()) as { user: { email: string } }).user.email).toBe(editor.email)
    // Payload's account lock is off: its columns are not even mapped any more.
    const stored = await payload.db.findOne<{ id: number } & Record<string, unknown>>({
      collection: 'users',
      where: { email: { equals: editor.email } },
    })
    expect(stored).not.toHaveProperty('lockUntil')
    expect(stored).not.toHaveProperty('loginAttempts')
  })

  it('makes one address wait 1, 2, 4 s after its free failures, and forgets them on success', async () => {
    const payload = await testPayload()
    const editor = await createUser(payload, 'editor')
    const guesser = '203.0.113.20'
    const start = Date.UTC(2030, 0, 1, 8, 0, 0)
    clockAt(start)
    const free = env().LOGIN_RATE_LIMIT_PER_ACCOUNT
    for (let attempt = 0; attempt <= free; attempt += 1) {
      expect((await signIn(editor.email, 'spatne-heslo', guesser)).status).toBe(401)
    }
    // Within each wait even the right password is refused; after it a wrong one is checked
    // again, and the next wait is twice as long. Trying during a wait does not lengthen it.
    let now = start
    for (const wait of [1, 2]) {
      clockAt(now + (wait * SECOND) / 2)
      expect((await signIn(editor.email, PASSWORD, guesser)).status, `within ${wait} s`).toBe(401)
      now += wait * SECOND + 100
      clockAt(now)
      expect((await signIn(editor.email, 'spatne-heslo', guesser)).status).toBe(401)
    }
    // 4 s now: refused at 3.9 s, accepted after it.
    clockAt(now + 3.9 * SECOND)
    expect((await signIn(editor.email, PASSWORD, guesser)).status).toBe(401)
    now += 4 * SECOND + 100
    clockAt(now)
    expect((await signIn(editor.email, PASSWORD, guesser)).status).toBe(200)

    // The success forgot the failures: right after it, two typos and the right password pass.
    // (Still counted, the 8 s wait of the next level would refuse it; more typos would meet the
    // per-address limit of 10 failures, which a success does not reset.)
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await signIn(editor.email, 'preklep', guesser)).status).toBe(401)
    }
    expect((await signIn(editor.email, PASSWORD, guesser)).status).toBe(200)
  })

  it('keeps the waits for attempts sent all at once', async () => {
    const payload = await testPayload()
    const warn = vi.spyOn(payload.logger, 'warn')
    const editor = await createUser(payload, 'editor')
    const guesser = '203.0.113.30'
    const free = env().LOGIN_RATE_LIMIT_PER_ACCOUNT
    // The limiters' clock stands still: on a busy machine the burst may take longer than the
    // first wait (1 s), which would then let a further attempt through.
    clockAt(Date.UTC(2030, 0, 1, 9, 0, 0))
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        signIn(editor.email, `spatne-${index}`, guesser).then((response) => response.status),
      ),
    )
    expect(new Set(burst)).toEqual(new Set([401]))
    // Refused by the back-off, or (past 10 attempts) by the per-address limit.
    const refusals = warn.mock.calls.filter(
      ([entry]) =>
        (entry as { msg?: string }).msg?.startsWith('Sign-in refused:') &&
        (entry as { email?: string }).email === editor.email,
    )
    // The free failures and one past them reach the password check, nothing more.
    expect(refusals).toHaveLength(20 - free - 1)
    expect(JSON.stringify(refusals)).not.toContain('spatne-')
    expect(refusals[0]?.[0]).toEqual(expect.objectContaining({ client: guesser }))
    warn.mockRestore()
  })

  it('answers an unknown account, a wrong password and a refused attempt alike', async () => {
    const payload = await testPayload()
    const editor = await createUser(payload, 'editor')
    const guesser = '203.0.113.40'
    // Standing still, the back-off's wait cannot run out before the last attempt on a busy machine.
    clockAt(Date.UTC(2030, 0, 1, 10, 0, 0))
    const unknown = await answerOf(await signIn('nikdo-takovy@test.example.cz', 'x1', guesser))
    const wrong = await answerOf(await signIn(editor.email, 'spatne-heslo', guesser))
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await signIn(editor.email, `spatne-${attempt}`, guesser)
    }
    // The right password, refused for the back-off.
    const refused = await answerOf(await signIn(editor.email, PASSWORD, guesser))
    expect(unknown.status).toBe(401)
    expect(unknown.cookie).toBeNull()
    expect(unknown.retryAfter).toBeNull()
    expect(wrong).toEqual(unknown)
    expect(refused).toEqual(unknown)
  })

  it('limits one address to ten failed sign-ins across accounts, and only that address', async () => {
    const payload = await testPayload()
    const editor = await createUser(payload, 'editor')
    const sprayer = '203.0.113.50'
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const email = `nikdo-${attempt}@test.example.cz`
      expect((await signIn(email, 'spatne-heslo', sprayer)).status).toBe(401)
    }
    // Even the right password of an account it never tried is refused from there...
    expect((await signIn(editor.email, PASSWORD, sprayer)).status).toBe(401)
    // ...and nowhere else.
    expect((await signIn(editor.email, PASSWORD, '203.0.113.51')).status).toBe(200)
  })

  it('does not count successful sign-ins', async () => {
    const payload = await testPayload()
    const editor = await createUser(payload, 'editor')
    const office = '198.51.100.30'
    for (let attempt = 0; attempt < 12; attempt += 1) {
      expect((await signIn(editor.email, PASSWORD, office)).status).toBe(200)
    }
    // A few typos in between are forgiven by the next success.
    for (let round = 0; round < 3; round += 1) {
      for (let typo = 0; typo < 3; typo += 1) {
        expect((await signIn(editor.email, 'preklep', office)).status).toBe(401)
      }
      expect((await signIn(editor.email, PASSWORD, office)).status).toBe(200)
    }
  })

  it('limits password-reset requests per address', async () => {
    const address = '203.0.113.80'
    const statuses: number[] = []
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const body = { email: `nikdo-${attempt}@test.example.cz` }
      statuses.push((await post('/api/users/forgot-password', body, address)).status)
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
  })
})

describe('login CSRF: sign-in and reset only from the site itself', () => {
  const siteOrigin = () => new URL(env().SITE_URL).origin

  it('refuses a sign-in posted by another site, by Origin or by Sec-Fetch-Site', async () => {
    const payload = await testPayload()
    const editor = await createUser(payload, 'editor')
    const address = '198.51.100.60'
    const body = { email: editor.email, password: PASSWORD }
    const foreign: Array<Record<string, string>> = [
      { Origin: 'https://evil.example' },
      { Origin: 'null' },
      { 'Sec-Fetch-Site': 'cross-site' },
    ]
    for (const headers of foreign) {
      const response = await post('/api/users/login', body, address, headers)
      expect(response.status, JSON.stringify(headers)).toBe(403)
      expect(response.headers.get('set-cookie'), JSON.stringify(headers)).toBeNull()
    }
    // The attack itself: a cross-site HTML form posting `_payload` as multipart form data.
    const form = new FormData()
    form.set('_payload', JSON.stringify(body))
    const path = '/api/users/login'
    const request = new Request(`http://127.0.0.1${path}`, {
      method: 'POST',
      headers: {
        [SOCKET_ADDRESS_HEADER]: address,
        Origin: 'https://evil.example',
        'Sec-Fetch-Site': 'cross-site',
      },
      body: form,
    })
    const forged = await handleEndpoints({ config, path, request })
    expect(forged.status).toBe(403)
    expect(forged.headers.get('set-cookie')).toBeNull()

    // The admin's own form (same origin) and scripts without browser headers sign in.
    const own = await post('/api/users/login', body, address, {
      Origin: siteOrigin(),
      'Sec-Fetch-Site': 'same-origin',
    })
    expect(own.status).toBe(200)
    expect(own.headers.get('set-cookie')).toMatch(/payload-token=/)
    expect((await post('/api/users/login', body, address)).status).toBe(200)
  })

  it('refuses password reset and reset requests from another site', async () => {
    const address = '198.51.100.61'
    const evil = { Origin: 'https://evil.example' }
    const reset = await post(
      '/api/users/reset-password',
      { token: 'x', password: 'y' },
      address,
      evil,
    )
    expect(reset.status).toBe(403)
    const forgot = await post('/api/users/forgot-password', { email: 'a@b.cz' }, address, evil)
    expect(forgot.status).toBe(403)
  })
})
