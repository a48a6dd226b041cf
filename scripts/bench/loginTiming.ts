/**
 * Sign-in timing (issue 38), on the production build (`npm run build` first):
 *   npm run bench:login-timing
 * Does the answer time of a failed sign-in tell whether an address has an account? The same
 * server (`npm start`'s, fresh database) gets, alternating, a sign-in for an address without an
 * account and one with a wrong password for the seeded administrator, BENCH_LOGIN_TRIES (50) of
 * each after 5 unmeasured of each; prints both medians and their ratio.
 * Budget: the medians within 20 % of each other (collections/Users/hooks/equalizeSignInTiming.ts).
 *
 * The sign-in limits would answer 429 long before 50 tries, and Payload locks an account after 5
 * wrong passwords, both of which answer fast and would spoil the figures: each try comes from an
 * address of its own (TRUSTED_PROXY_HOPS=1, X-Forwarded-For), LOGIN_RATE_LIMIT_POINTS is raised,
 * and a correct, unmeasured sign-in after every 3 wrong ones resets the account's count.
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

/** One sign-in; milliseconds until the whole answer arrived, and its status. */
async function signIn(email: string, password: string) {
  const started = performance.now()
  const response = await fetch(`${site.origin}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': nextAddress() },
    body: JSON.stringify({ email, password }),
  })
  await response.arrayBuffer()
  return { ms: performance.now() - started, status: response.status }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

async function main() {
  console.info('[bench:login-timing] starting the production build…')
  await site.start()
  try {
    const unknown: number[] = []
    const wrong: number[] = []
    const statuses = new Set<number>()
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
      statuses.add(a.status).add(b.status)
      if (round < WARM_UP) continue
      unknown.push(a.ms)
      wrong.push(b.ms)
    }
    const unknownMedian = median(unknown)
    const wrongMedian = median(wrong)
    const ratio = unknownMedian / wrongMedian
    const ok = Math.abs(1 - ratio) <= BUDGET && statuses.size === 1 && statuses.has(401)
    const report = {
      tries: TRIES,
      unknownAccountMedianMs: Number(unknownMedian.toFixed(1)),
      wrongPasswordMedianMs: Number(wrongMedian.toFixed(1)),
      ratio: Number(ratio.toFixed(3)),
      budget: `ratio within ${1 - BUDGET}–${1 + BUDGET}`,
      statuses: [...statuses],
      ok,
    }
    console.info('')
    console.info(`unknown account, median of ${TRIES}: ${report.unknownAccountMedianMs} ms`)
    console.info(`wrong password,  median of ${TRIES}: ${report.wrongPasswordMedianMs} ms`)
    console.info(`ratio: ${report.ratio} (budget ${report.budget}) → ${ok ? 'OK' : 'OVER BUDGET'}`)
    if (!(statuses.size === 1 && statuses.has(401))) {
      console.info(`unexpected statuses: ${[...statuses].join(', ')} (all should be 401)`)
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
