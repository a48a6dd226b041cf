/**
 * Sign-in and password-reset timing (issues 38 and 54), on the production build (`npm run build`
 * first):
 *   npm run bench:login-timing
 * Does the answer time tell whether an address has an account? The same server (`npm start`'s,
 * fresh database) gets, alternating, BENCH_LOGIN_TRIES (50) of each after 5 unmeasured of each:
 * - sign-in: an address without an account, a wrong password for the seeded administrator, and
 *   a sign-in refused by the back-off (an address that already failed on its account);
 * - forgot-password: the administrator's address and one without an account.
 * Prints the medians and their ratios. Budget: each ratio within 0.8–1.2
 * (collections/Users/hooks/equalizeSignInTiming.ts, signInThrottle.ts, forgotPasswordEndpoint.ts).
 *
 * The per-address limits would refuse most of these tries: each try comes from an address of its
 * own (TRUSTED_PROXY_HOPS=1, X-Forwarded-For) but the back-off's, which keeps one, and a correct,
 * unmeasured sign-in after every 3 wrong ones keeps the administrator's address out of the back-off.
 * Ports: BENCH_PORT (3210), BENCH_SANDBOX_PORT (4210).
 */
import { DEFAULT_LOCAL_ADMIN_EMAIL, DEFAULT_LOCAL_ADMIN_PASSWORD } from '../../src/seed/users'

import { benchSite } from './lib/benchSite'
import { writeBenchResult } from './lib/results'

const TRIES = Number(process.env.BENCH_LOGIN_TRIES) || 50
const WARM_UP = 5
const BUDGET = 0.2

const site = benchSite('login-timing', {
  env: { TRUSTED_PROXY_HOPS: '1', LOGIN_RATE_LIMIT_POINTS: '100000' },
})

let addressCounter = 0
const nextAddress = () => {
  addressCounter += 1
  return `198.18.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`
}

/** One POST; milliseconds until the whole answer arrived, and its status. */
async function post(path: string, body: unknown, address = nextAddress()) {
  const started = performance.now()
  const response = await fetch(`${site.origin}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
    body: JSON.stringify(body),
  })
  await response.arrayBuffer()
  return { ms: performance.now() - started, status: response.status }
}

const signIn = (email: string, password: string, address?: string) =>
  post('/api/users/login', { email, password }, address)
const forgotPassword = (email: string) => post('/api/users/forgot-password', { email })

/** An address and account whose failures are past the free ones: its tries wait. */
const BACKED_OFF = { email: 'zpomalen@example.cz', address: '198.19.255.1' }

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

type Pair = { label: string; a: string; b: string; aMs: number[]; bMs: number[] }

const within = (ratio: number) => Math.abs(1 - ratio) <= BUDGET

async function main() {
  console.info('[bench:login-timing] starting the production build…')
  await site.start()
  try {
    const unknown: number[] = []
    const wrong: number[] = []
    const refused: number[] = []
    const resetKnown: number[] = []
    const resetUnknown: number[] = []
    const signInStatuses = new Set<number>()
    const resetStatuses = new Set<number>()
    // Past the free failures of this address on this account (unmeasured).
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await signIn(BACKED_OFF.email, `Spatne-heslo-${attempt}`, BACKED_OFF.address)
    }
    let wrongSinceReset = 0
    for (let round = 0; round < WARM_UP + TRIES; round += 1) {
      const a = await signIn(`nikdo-${round}@example.cz`, 'Spatne-heslo-1')
      if (wrongSinceReset === 3) {
        const reset = await signIn(DEFAULT_LOCAL_ADMIN_EMAIL, DEFAULT_LOCAL_ADMIN_PASSWORD)
        if (reset.status !== 200) throw new Error(`the administrator's sign-in: ${reset.status}`)
        wrongSinceReset = 0
      }
      const b = await signIn(DEFAULT_LOCAL_ADMIN_EMAIL, `Spatne-heslo-${round}`)
      wrongSinceReset += 1
      const c = await signIn(BACKED_OFF.email, `Spatne-heslo-x${round}`, BACKED_OFF.address)
      // Which goes first alternates: each request also pays for what the one before it left
      // running (the previous reset's work after its answer).
      const knownFirst = round % 2 === 0
      const unknownReset = () => forgotPassword(`nikdo-${round}@example.cz`)
      const first = await (knownFirst ? forgotPassword(DEFAULT_LOCAL_ADMIN_EMAIL) : unknownReset())
      const second = await (knownFirst ? unknownReset() : forgotPassword(DEFAULT_LOCAL_ADMIN_EMAIL))
      const [d, e] = knownFirst ? [first, second] : [second, first]
      signInStatuses.add(a.status).add(b.status).add(c.status)
      resetStatuses.add(d.status).add(e.status)
      if (round < WARM_UP) continue
      unknown.push(a.ms)
      wrong.push(b.ms)
      refused.push(c.ms)
      resetKnown.push(d.ms)
      resetUnknown.push(e.ms)
    }
    const pairs: Pair[] = [
      { label: 'sign-in', a: 'unknown account', b: 'wrong password', aMs: unknown, bMs: wrong },
      { label: 'sign-in', a: 'refused (back-off)', b: 'wrong password', aMs: refused, bMs: wrong },
      {
        label: 'forgot-password',
        a: 'unknown address',
        b: 'known address',
        aMs: resetUnknown,
        bMs: resetKnown,
      },
    ]
    const statusesOk =
      signInStatuses.size === 1 &&
      signInStatuses.has(401) &&
      resetStatuses.size === 1 &&
      resetStatuses.has(200)
    const figures = pairs.map(({ label, a, b, aMs, bMs }) => {
      const ratio = median(aMs) / median(bMs)
      return {
        label,
        a,
        aMedianMs: Number(median(aMs).toFixed(1)),
        b,
        bMedianMs: Number(median(bMs).toFixed(1)),
        ratio: Number(ratio.toFixed(3)),
        ok: within(ratio),
      }
    })
    const ok = statusesOk && figures.every((figure) => figure.ok)
    const report = {
      tries: TRIES,
      unknownAccountMedianMs: figures[0]!.aMedianMs,
      wrongPasswordMedianMs: figures[0]!.bMedianMs,
      ratio: figures[0]!.ratio,
      refusedMedianMs: figures[1]!.aMedianMs,
      refusedRatio: figures[1]!.ratio,
      resetUnknownMedianMs: figures[2]!.aMedianMs,
      resetKnownMedianMs: figures[2]!.bMedianMs,
      resetRatio: figures[2]!.ratio,
      budget: `ratios within ${1 - BUDGET}–${1 + BUDGET}`,
      signInStatuses: [...signInStatuses],
      resetStatuses: [...resetStatuses],
      ok,
    }
    console.info('')
    for (const figure of figures) {
      console.info(
        `${figure.label}: ${figure.a} ${figure.aMedianMs} ms / ${figure.b} ${figure.bMedianMs} ms` +
          ` = ${figure.ratio} → ${figure.ok ? 'OK' : 'OVER BUDGET'} (medians of ${TRIES})`,
      )
    }
    if (!statusesOk) {
      console.info(
        `unexpected statuses: sign-in ${[...signInStatuses].join(', ')} (all should be 401),` +
          ` forgot-password ${[...resetStatuses].join(', ')} (all should be 200)`,
      )
    }
    console.info(`written to ${writeBenchResult('login-timing', report)}`)
    process.exitCode = ok ? 0 : 1
  } finally {
    await site.dispose()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
