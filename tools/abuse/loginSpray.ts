import { asVisitor, countBy, formatCounts, type AbuseCheck, type CheckResult } from './check'

const ATTEMPTS = Number(process.env.ABUSE_LOGIN_ATTEMPTS) || 50
const EVIL_ORIGIN = 'https://evil.example'

type Answer = { status: number; body: string; retryAfter: string | null; token?: string }

async function send(origin: string, body: BodyInit, headers: Record<string, string>) {
  const response = await fetch(`${origin}/api/users/login`, {
    method: 'POST',
    headers,
    body,
    signal: AbortSignal.timeout(20_000),
  })
  return {
    status: response.status,
    body: await response.text(),
    retryAfter: response.headers.get('retry-after'),
    // No body carries the token (auth.removeTokenFromResponses): it is the session cookie's value.
    token: /payload-token=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1],
  } satisfies Answer
}

const signIn = (origin: string, email: string, password: string, headers = {}) =>
  send(origin, JSON.stringify({ email, password }), {
    'content-type': 'application/json',
    ...headers,
  })

/**
 * Wrong passwords against the administrator's account from one address (through Varnish, as an
 * attacker on the internet reaches the site): every answer must read like an unknown account's
 * (401, one body, no Retry-After), the right password from that address must then be refused (the
 * back-off), and the real owner signs in from their own address (replica A with the
 * X-Forwarded-For Varnish would send for them, see check.ts).
 */
async function spray({ topology, admin }: Parameters<AbuseCheck>[0]): Promise<CheckResult> {
  const answers: Answer[] = []
  for (let i = 0; i < ATTEMPTS; i++) {
    answers.push(await signIn(topology.siteUrl, admin.email, `spatne-heslo-${i}`))
  }
  const unknown = await signIn(topology.siteUrl, `nikdo-${Date.now()}@example.cz`, 'spatne-heslo')
  const fromAttacker = await signIn(topology.siteUrl, admin.email, admin.password)
  const owner = await signIn(
    topology.replicas[0]!.url,
    admin.email,
    admin.password,
    asVisitor('198.51.100.20'),
  )
  const bodies = new Set([...answers, unknown, fromAttacker].map((answer) => answer.body))
  const statuses = answers.map((answer) => answer.status)
  return {
    check: 'login spray',
    sent: `${ATTEMPTS} wrong passwords for ${admin.email}, one address, via Varnish`,
    outcome:
      `${formatCounts(countBy(statuses))}, ${bodies.size} distinct bodies (unknown account and the` +
      ` right password from the attacker's address included: ${unknown.status}, ${fromAttacker.status});` +
      ` the owner from another address → ${owner.status}${owner.token ? ' (signed in)' : ''}`,
    finding:
      statuses.some((status) => status !== 401) ||
      bodies.size !== 1 ||
      answers.some((answer) => answer.retryAfter !== null) ||
      // the back-off must hold the attacker's address, and only it
      Boolean(fromAttacker.token) ||
      !owner.token,
  }
}

/**
 * The review's lock-out: 4 wrong passwords from one address and 1 from another locked the
 * account for 15 minutes. Now 10 from each; the owner signs in from a third address at once.
 */
async function lockOut({ topology, admin }: Parameters<AbuseCheck>[0]): Promise<CheckResult> {
  const replica = topology.replicas[0]!.url
  const statuses: number[] = []
  for (let i = 0; i < 10; i++) {
    for (const address of ['203.0.113.91', '203.0.113.92']) {
      statuses.push(
        (await signIn(replica, admin.email, `spatne-heslo-${i}`, asVisitor(address))).status,
      )
    }
  }
  const owner = await signIn(replica, admin.email, admin.password, asVisitor('198.51.100.21'))
  return {
    check: 'login lock-out',
    sent: `20 wrong passwords for ${admin.email} from two addresses, then the owner from a third`,
    outcome: `${formatCounts(countBy(statuses))}; the owner → ${owner.status}${owner.token ? ' (signed in)' : ''}`,
    finding: !owner.token || statuses.some((status) => status >= 500),
  }
}

/**
 * Login CSRF: another site's form posting the attacker's own credentials (here the
 * administrator's, so that a success would show) as `_payload`, the admin's multipart shape, and
 * a JSON sign-in a browser marks as cross-site. Neither may answer with a session.
 */
async function crossSite({ topology, admin }: Parameters<AbuseCheck>[0]): Promise<CheckResult> {
  const form = new FormData()
  form.set('_payload', JSON.stringify({ email: admin.email, password: admin.password }))
  const forgedForm = await send(topology.siteUrl, form, { origin: EVIL_ORIGIN })
  const forgedFetch = await signIn(topology.siteUrl, admin.email, admin.password, {
    'sec-fetch-site': 'cross-site',
  })
  // From an address of its own: the spray's address is still in its back-off.
  const own = await signIn(topology.replicas[0]!.url, admin.email, admin.password, {
    ...asVisitor('198.51.100.22'),
    origin: new URL(topology.siteUrl).origin,
    'sec-fetch-site': 'same-origin',
  })
  return {
    check: 'login CSRF',
    sent: `POST /api/users/login with _payload from Origin ${EVIL_ORIGIN}; JSON with Sec-Fetch-Site: cross-site; the site's own origin`,
    outcome: `${forgedForm.status}${forgedForm.token ? ' (signed in!)' : ''}, ${forgedFetch.status}${forgedFetch.token ? ' (signed in!)' : ''}; own origin → ${own.status}`,
    finding:
      !own.token ||
      forgedForm.status !== 403 ||
      forgedFetch.status !== 403 ||
      Boolean(forgedForm.token) ||
      Boolean(forgedFetch.token),
  }
}

export const loginSpray: AbuseCheck = async (context) => [
  await spray(context),
  await lockOut(context),
  await crossSite(context),
]
