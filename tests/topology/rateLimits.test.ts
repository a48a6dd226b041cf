import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startSandbox } from '../../sandbox/server'
import { findFreePort } from '../../scripts/lib/findFreePort'
import { enquiryClient, sampleEnquiry } from '../../tools/lib/serverAction'
import { run, tsxBin } from '../../scripts/lib/stack'
import { startReplica, type AppReplica } from '../../tools/lib/topology'
import { MIN_FILL_MS } from '../../src/leads/enquiry/botGuard'
import { startTestDatabase, type TestDatabase } from '../support/testDatabase'

import { sleep } from './support/polling'

/**
 * Every rate-limited surface of the production build refuses one client past its limit, with the
 * default limits: the limiters are shared by Next's bundles (the results page, the suggestions'
 * route, the CSP route, server actions, Payload's hooks), and a limiter one bundle made must
 * still refuse in another (issue 54: suggestions were answered 130 times a minute while the
 * results page refused). One replica, no Redis (each limiter in the process's memory), clients
 * told apart by X-Forwarded-For (TRUSTED_PROXY_HOPS=1, as behind Varnish).
 */
const ADMIN = { email: 'admin@example.cz', password: 'Heslo-602-admin' }
const SEARCH_LIMIT = 120
const CSP_LIMIT = 30
const ENQUIRY_LIMIT = 5
const LOGIN_CLIENT_LIMIT = 10
const LOGIN_ACCOUNT_LIMIT = 4
const PASSWORD_RESET_LIMIT = 5

let database: TestDatabase | undefined
let sandbox: Awaited<ReturnType<typeof startSandbox>> | undefined
let replica: AppReplica | undefined
let origin = ''

const from = (address: string) => ({ 'x-forwarded-for': address })

async function post(path: string, address: string, body: unknown, headers = {}) {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...from(address), ...headers },
    body: JSON.stringify(body),
  })
  await response.arrayBuffer()
  return response
}

/** Statuses of `count` calls made one after another. */
async function statuses(count: number, call: (i: number) => Promise<Response>) {
  const seen: number[] = []
  for (let i = 0; i < count; i += 1) seen.push((await call(i)).status)
  return seen
}

beforeAll(async () => {
  database = await startTestDatabase({ embedded: true })
  const port = await findFreePort()
  origin = `http://127.0.0.1:${port}`
  sandbox = await startSandbox({ port: 0, siteUrl: origin })
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...database.env,
    NODE_ENV: 'production',
    SITE_URL: origin,
    PROVIDER_API_URL: sandbox.url,
    PROCESS_ROLE: 'web',
    TRUSTED_PROXY_HOPS: '1',
  }
  for (const name of [
    'REDIS_URL',
    'PROVIDER_PUBLIC_URL',
    'IDENTITY_LOGIN_URL',
    'SEARCH_RATE_LIMIT_PER_MINUTE',
    'ENQUIRY_RATE_LIMIT_POINTS',
    'LOGIN_RATE_LIMIT_POINTS',
    'LOGIN_RATE_LIMIT_PER_ACCOUNT',
    'PASSWORD_RESET_RATE_LIMIT_POINTS',
  ]) {
    delete env[name]
  }
  await run(tsxBin, ['server/migrate.ts', '--seed-if-empty'], env)
  replica = await startReplica('limits', port, env)
}, 300_000)

afterAll(async () => {
  await replica?.stop()
  await sandbox?.close()
  await database?.stop()
}, 60_000)

describe('rate limits of the production build', () => {
  it('search: the results page and the suggestions count one budget, and both refuse past it', async () => {
    const client = from('203.0.113.1')
    // The results page makes the limiter (in its bundle) before the suggestions' route uses it.
    const first = await fetch(`${origin}/hledat?q=podpis`, { headers: client })
    expect(first.status).toBe(200)
    expect(await first.text()).not.toContain('Hledáte příliš často')

    const answers = await statuses(SEARCH_LIMIT, () =>
      fetch(`${origin}/hledat/naseptavac?q=podpis`, { headers: client }),
    )
    expect(answers.slice(0, SEARCH_LIMIT - 1).every((status) => status === 200)).toBe(true)
    expect(answers.at(-1)).toBe(429)

    const refused = await fetch(`${origin}/hledat?q=archivace`, { headers: client })
    expect(await refused.text()).toContain('Hledáte příliš často')
    // another client still searches
    const other = await fetch(`${origin}/hledat/naseptavac?q=podpis`, {
      headers: from('203.0.113.101'),
    })
    expect(other.status).toBe(200)
  })

  it('CSP reports: 429 past 30 a minute', async () => {
    const report = { 'csp-report': { 'effective-directive': 'img-src', 'blocked-uri': 'data' } }
    const answers = await statuses(CSP_LIMIT + 1, () =>
      post('/csp-report', '203.0.113.2', report, { 'content-type': 'application/csp-report' }),
    )
    expect(answers.slice(0, CSP_LIMIT)).toEqual(Array(CSP_LIMIT).fill(204))
    expect(answers.at(-1)).toBe(429)
  })

  it('enquiries: refused as rate-limited past 5 per form kind', async () => {
    const site = enquiryClient(origin, from('203.0.113.3'))
    const token = await site.token()
    expect(token).toBeTruthy()
    await sleep(MIN_FILL_MS + 200)
    const answers: unknown[] = []
    for (let i = 0; i <= ENQUIRY_LIMIT; i += 1) {
      answers.push((await site.send(sampleEnquiry(`limit-${i}@example.cz`, token!))).result)
    }
    expect(answers.slice(0, ENQUIRY_LIMIT)).toEqual(Array(ENQUIRY_LIMIT).fill({ ok: true }))
    expect(answers.at(-1)).toEqual({ ok: false, reason: 'rate-limited' })
  })

  it('sign-in: refused like a wrong password past 10 failures of one client, and past 4 (+1) on one account', async () => {
    // A refused sign-in reads exactly like a wrong password (401, one body): the right password
    // shows the refusal. collections/Users/hooks/signInThrottle.ts.
    const stamp = Date.now()
    const wrong = await post('/api/users/login', '203.0.113.4', {
      email: `nikdo-${stamp}-x@example.cz`,
      password: 'spatne-heslo',
    })
    const manyAccounts = await statuses(LOGIN_CLIENT_LIMIT - 1, (i) =>
      post('/api/users/login', '203.0.113.4', {
        email: `nikdo-${stamp}-${i}@example.cz`,
        password: 'spatne-heslo',
      }),
    )
    expect([wrong.status, ...manyAccounts]).toEqual(Array(LOGIN_CLIENT_LIMIT).fill(401))
    const refusedByClient = await post('/api/users/login', '203.0.113.4', ADMIN)
    expect(refusedByClient.status).toBe(401)
    expect(refusedByClient.headers.get('retry-after')).toBeNull()

    // One client on one account: the free failures and one more are checked, then it waits.
    const oneAccount = await statuses(LOGIN_ACCOUNT_LIMIT + 1, () =>
      post('/api/users/login', '203.0.113.5', { email: ADMIN.email, password: 'spatne-heslo' }),
    )
    expect(oneAccount).toEqual(Array(LOGIN_ACCOUNT_LIMIT + 1).fill(401))
    expect((await post('/api/users/login', '203.0.113.5', ADMIN)).status).toBe(401)
    // Nobody else is slowed: the owner elsewhere signs in.
    expect((await post('/api/users/login', '203.0.113.8', ADMIN)).status).toBe(200)
  })

  it('password reset: 429 past 5 requests of one client', async () => {
    const answers = await statuses(PASSWORD_RESET_LIMIT + 1, (i) =>
      post('/api/users/forgot-password', '203.0.113.6', { email: `nikdo-${i}@example.cz` }),
    )
    expect(answers.slice(0, PASSWORD_RESET_LIMIT)).toEqual(Array(PASSWORD_RESET_LIMIT).fill(200))
    expect(answers.at(-1)).toBe(429)
  })

  it("a signed-in editor's wrong current password: 429 past 4 attempts", async () => {
    const signedIn = await post('/api/users/login', '203.0.113.7', ADMIN)
    expect(signedIn.status).toBe(200)
    const token = /payload-token=([^;]+)/.exec(signedIn.headers.get('set-cookie') ?? '')?.[1]
    const auth = { authorization: `JWT ${token}` }
    const me = (await (await fetch(`${origin}/api/users/me`, { headers: auth })).json()) as {
      user: { id: number }
    }
    const answers = await statuses(LOGIN_ACCOUNT_LIMIT + 1, () =>
      fetch(`${origin}/api/users/${me.user.id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', ...auth, ...from('203.0.113.7') },
        body: JSON.stringify({ password: 'Nove-heslo-9876', currentPassword: 'spatne-heslo' }),
      }),
    )
    expect(answers.slice(0, LOGIN_ACCOUNT_LIMIT).every((status) => status !== 429)).toBe(true)
    expect(answers.at(-1)).toBe(429)
  })

  it('no limiter failed along the way', () => {
    expect(replica!.output()).not.toMatch(/\[rate-limit\].*limiter failed/)
  })
})
