import config from '@payload-config'
import { handleEndpoints } from 'payload'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { SOCKET_ADDRESS_HEADER } from '@/lib/http/clientAddress'

import { createUser, testPayload } from '../support/payload'

/**
 * Admin sign-in and password reset through Payload's REST handler, exactly as Next serves
 * /api/users/*, with the client address the HTTP guard stamps on every request.
 */
const PASSWORD = 'Test-heslo-1234'

async function post(path: string, body: unknown, address: string): Promise<Response> {
  const request = new Request(`http://127.0.0.1${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [SOCKET_ADDRESS_HEADER]: address },
    body: JSON.stringify(body),
  })
  return handleEndpoints({ config, path, request })
}

const signIn = (email: string, password: string, address: string) =>
  post('/api/users/login', { email, password }, address)

async function accountCounter(email: string) {
  const payload = await testPayload()
  const user = await payload.db.findOne<{
    id: number
    loginAttempts?: number
    lockUntil?: string | null
  }>({
    collection: 'users',
    where: { email: { equals: email } },
  })
  return { loginAttempts: user?.loginAttempts ?? 0, lockUntil: user?.lockUntil ?? null }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('admin sign-in throttle', () => {
  it('stops an attacker address before it can lock an editor out', async () => {
    const payload = await testPayload()
    const warn = vi.spyOn(payload.logger, 'warn')
    const editor = await createUser(payload, 'editor')
    const attacker = '203.0.113.50'
    const statuses: number[] = []
    for (let attempt = 0; attempt < 50; attempt += 1) {
      statuses.push((await signIn(editor.email, `spatne-heslo-${attempt}`, attacker)).status)
    }
    // Four wrong passwords reach Payload (one fewer than its lock-out), then 429 every time.
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401])
    expect(new Set(statuses.slice(4))).toEqual(new Set([429]))
    const refused = await signIn(editor.email, 'spatne-heslo', attacker)
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(
      ((await refused.json()) as { errors: Array<{ message: string }> }).errors[0]?.message,
    ).toMatch(
      /^Příliš mnoho neúspěšných pokusů o přihlášení\. Zkuste to prosím znovu za \d+ min\.$/,
    )
    expect(await accountCounter(editor.email)).toEqual({ loginAttempts: 4, lockUntil: null })

    // The editor, from their own address, signs in as usual.
    const own = await signIn(editor.email, PASSWORD, '198.51.100.20')
    expect(own.status).toBe(200)
    expect(((await own.json()) as { user: { email: string } }).user.email).toBe(editor.email)

    // Every throttle is logged with the client address and never with the password.
    const throttled = warn.mock.calls.map(([entry]) => entry as Record<string, unknown>)
    expect(throttled).toContainEqual(
      expect.objectContaining({ client: attacker, email: editor.email }),
    )
    expect(JSON.stringify(throttled)).not.toContain('spatne-heslo')
    warn.mockRestore()
  })

  it('lets one address add at most four failures per window, so the lock-out is never reached', async () => {
    const payload = await testPayload()
    const editor = await createUser(payload, 'editor')
    const attacker = '203.0.113.51'
    const start = Date.UTC(2030, 0, 1, 8, 0, 0)
    for (let window = 0; window < 3; window += 1) {
      // Every 15 minutes the address gets four tries again...
      vi.useFakeTimers({ toFake: ['Date'], now: start + window * 15 * 60 * 1000 + 60_000 })
      const statuses: number[] = []
      for (let attempt = 0; attempt < 6; attempt += 1) {
        statuses.push((await signIn(editor.email, 'spatne-heslo', attacker)).status)
      }
      expect(statuses).toEqual([401, 401, 401, 401, 429, 429])
      // ...but Payload's count starts again with the window, so it never reaches 5.
      expect(await accountCounter(editor.email)).toEqual({ loginAttempts: 4, lockUntil: null })
    }
    expect((await signIn(editor.email, PASSWORD, '198.51.100.21')).status).toBe(200)
  })

  it('keeps the account lock-out for failures from many addresses', async () => {
    const payload = await testPayload()
    const editor = await createUser(payload, 'editor')
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await signIn(editor.email, 'spatne-heslo', `203.0.113.${60 + attempt}`)
      expect(response.status).toBe(401)
    }
    expect((await accountCounter(editor.email)).lockUntil).not.toBeNull()
    const locked = await signIn(editor.email, PASSWORD, '198.51.100.22')
    expect(locked.status).toBe(401)
    expect(JSON.stringify(await locked.json())).toMatch(/locked|zamčen|uzamčen/i)
  })

  it('limits one address to ten failed sign-ins across accounts', async () => {
    const attacker = '203.0.113.70'
    const statuses: number[] = []
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const email = `nikdo-${attempt}@test.example.cz`
      statuses.push((await signIn(email, 'spatne-heslo', attacker)).status)
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401))
    expect(statuses.slice(10)).toEqual([429, 429])
    // Another address is not affected.
    expect((await signIn('nikdo@test.example.cz', 'x', '203.0.113.71')).status).toBe(401)
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
