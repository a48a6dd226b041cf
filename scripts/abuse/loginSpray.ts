import { asVisitor, countBy, formatCounts, type AbuseCheck } from './check'

const ATTEMPTS = Number(process.env.ABUSE_LOGIN_ATTEMPTS) || 50

async function signIn(origin: string, email: string, password: string, headers = {}) {
  const response = await fetch(`${origin}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ email, password }),
    signal: AbortSignal.timeout(20_000),
  })
  await response.body?.cancel()
  // No body carries the token (auth.removeTokenFromResponses): it is the session cookie's value.
  return {
    status: response.status,
    token: /payload-token=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1],
  }
}

/**
 * Wrong passwords against the administrator's account from one address (through Varnish, as an
 * attacker on the internet reaches the site), then the real editor signs in from their own
 * address (replica A with the X-Forwarded-For Varnish would send for them, see check.ts) and,
 * for completeness, from the attacker's address.
 */
export const loginSpray: AbuseCheck = async ({ topology, admin }) => {
  const statuses: number[] = []
  for (let i = 0; i < ATTEMPTS; i++) {
    statuses.push((await signIn(topology.siteUrl, admin.email, `spatne-heslo-${i}`)).status)
  }
  const editor = await signIn(
    topology.replicas[0]!.url,
    admin.email,
    admin.password,
    asVisitor('198.51.100.20'),
  )
  const fromAttacker = await signIn(topology.siteUrl, admin.email, admin.password)
  const wrongPasswordsAnswered = statuses.filter((status) => status === 401).length
  return [
    {
      check: 'login spray',
      sent: `${ATTEMPTS} wrong passwords for ${admin.email}, one address, via Varnish`,
      outcome: `${formatCounts(countBy(statuses))}; the editor from another address → ${editor.status}${editor.token ? ' (signed in)' : ''}; the right password from the attacker's address → ${fromAttacker.status}`,
      // Payload locks the account after 5 failures: more than 4 reaching it would lock the editor out.
      finding:
        wrongPasswordsAnswered > 4 ||
        !editor.token ||
        statuses.some((status) => status >= 500) ||
        !statuses.includes(429),
    },
  ]
}
