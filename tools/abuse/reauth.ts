import { internalHealthHeaders } from '../../src/lib/healthEndpoint'
import { asVisitor, countBy, formatCounts, type AbuseCheck, type CheckResult } from './check'

/**
 * A stolen session (issue 38): an editor's token, used through Varnish as an attacker would,
 * tries to take the account over for good by changing its password or e-mail without the
 * current password, then by guessing it; reads `/api/users/me` for a token to steal; asks
 * `/api/health` for the lead backlog with the internal header (Varnish must drop it).
 * Afterwards the editor's own password must still sign in.
 */
const PASSWORD = 'Abuse-heslo-1234'

async function call(url: string, method: string, token: string | undefined, body?: unknown) {
  const response = await fetch(url, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `JWT ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  })
  return { status: response.status, text: await response.text(), headers: response.headers }
}

const cookieToken = (headers: Headers) =>
  /payload-token=([^;]+)/.exec(headers.get('set-cookie') ?? '')?.[1]

async function signIn(origin: string, email: string, password: string, address: string) {
  const response = await fetch(`${origin}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...asVisitor(address) },
    body: JSON.stringify({ email, password }),
  })
  const body = await response.text()
  return { status: response.status, token: cookieToken(response.headers), body }
}

export const reauth: AbuseCheck = async ({ topology, adminToken }) => {
  const replica = topology.replicas[0]!.url
  const site = topology.siteUrl
  const email = `ukradena-relace-${Date.now()}@example.cz`
  const created = await call(`${replica}/api/users`, 'POST', adminToken, {
    email,
    password: PASSWORD,
    roles: ['editor'],
  })
  if (created.status !== 201) throw new Error(`creating the editor: ${created.status}`)
  const id = (JSON.parse(created.text) as { doc: { id: number } }).doc.id
  const signedIn = await signIn(replica, email, PASSWORD, '198.51.100.77')
  const stolen = signedIn.token
  if (!stolen) throw new Error(`the editor's sign-in: ${signedIn.status}`)
  const rows: CheckResult[] = []

  const password = await call(`${site}/api/users/${id}`, 'PATCH', stolen, {
    password: 'Utocnikovo-heslo-1',
  })
  const mail = await call(`${site}/api/users/${id}`, 'PATCH', stolen, {
    email: `utocnik-${Date.now()}@example.cz`,
  })
  rows.push({
    check: 're-auth: no current password',
    sent: 'PATCH /api/users/:id {password} and {email} with a stolen token, via Varnish',
    outcome: `password → ${password.status}, e-mail → ${mail.status}`,
    finding: password.status !== 400 || mail.status !== 400,
  })

  const guesses: number[] = []
  for (let i = 0; i < 8; i += 1) {
    guesses.push(
      (
        await call(`${site}/api/users/${id}`, 'PATCH', stolen, {
          password: 'Utocnikovo-heslo-1',
          currentPassword: `hadam-${i}`,
        })
      ).status,
    )
  }
  rows.push({
    check: 're-auth: guessing the current password',
    sent: '8 × PATCH {password, currentPassword: guess} with the stolen token',
    outcome: formatCounts(countBy(guesses)),
    finding:
      guesses.some((status) => status === 200 || status >= 500) ||
      guesses.filter((status) => status === 403).length > 4 ||
      !guesses.includes(429),
  })

  const me = await call(`${site}/api/users/me`, 'GET', stolen)
  rows.push({
    check: 'no token in response bodies',
    sent: 'POST /api/users/login, GET /api/users/me',
    outcome: `login body has token: ${signedIn.body.includes(stolen)}; me body has token: ${me.text.includes(stolen)}`,
    finding: signedIn.body.includes(stolen) || me.text.includes(stolen) || me.status !== 200,
  })

  const own = await signIn(replica, email, PASSWORD, '198.51.100.78')
  rows.push({
    check: 're-auth: the owner afterwards',
    sent: 'the editor signs in with their own password',
    outcome: `→ ${own.status}`,
    finding: own.status !== 200,
  })

  const internal = internalHealthHeaders(topology.env.PAYLOAD_SECRET)
  const viaCache = await fetch(`${site}/api/health`, { headers: internal }).then((response) =>
    response.text(),
  )
  const direct = await fetch(`${replica}/api/health`, { headers: internal }).then((response) =>
    response.text(),
  )
  rows.push({
    check: 'health details',
    sent: '/api/health with the internal header via Varnish, and straight to a replica',
    outcome: `via Varnish: ${viaCache}; replica: ${direct.includes('"leads"') ? 'lead backlog' : direct}`,
    finding: viaCache.includes('leads') || !direct.includes('"leads"'),
  })
  return rows
}
