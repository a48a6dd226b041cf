import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { pollUntil, sleep } from './support/polling'
import { MIN_FILL_MS } from '../../src/leads/enquiry/botGuard'
import {
  addSandboxFault,
  answerOfEnquiry,
  byEmail,
  clearSandboxFaults,
  duplicateKeys,
  leadHealth,
  SendFormLedger,
} from '../../tools/lib/leadDeliveries'
import { enquiryClient, sampleEnquiry } from '../../tools/lib/serverAction'
import { runPool } from '../../tools/lib/siteRoutes'
import { startTopology, type Topology } from '../../tools/lib/topology'

const LEADS = 50
/** Per attempt; a job's lease is this + 20 s (src/worker/backgroundWork.ts): 24 s. */
const ATTEMPT_TIMEOUT_MS = 4000
const LEASE_MS = ATTEMPT_TIMEOUT_MS + 20_000
/** send-form answers after this (below the attempt timeout: slow, never timed out). */
const PROVIDER_DELAY_MS = 3000
/** Deliveries one worker has in flight at most (`batchSize` of src/worker/backgroundWork.ts). */
const WORKER_BATCH = 5
/**
 * Lease, the next supervision (10 s), the next minute's sweep that queues stranded attempts again
 * (pg-boss cron: up to a minute, checked every 30 s), a poll: ~60–130 s.
 */
const ALL_DELIVERED_WITHIN_MS = 160_000

let topology: Topology

beforeAll(async () => {
  topology = await startTopology({
    env: {
      LEADS_ATTEMPT_TIMEOUT_MS: String(ATTEMPT_TIMEOUT_MS),
      ENQUIRY_RATE_LIMIT_POINTS: '1000',
    },
  })
}, 300_000)

afterAll(async () => {
  await topology?.stop()
}, 60_000)

describe('stored leads and their delivery', () => {
  it('a replica killed mid-delivery loses no lead: another takes its deliveries over after their lease', async () => {
    const [a, b] = topology.replicas
    const ledger = new SendFormLedger(() => topology.sandbox)
    await addSandboxFault(topology.sandbox, {
      path: '/send-form',
      method: 'POST',
      kind: 'slow',
      delayMs: PROVIDER_DELAY_MS,
    })

    // Half through Varnish (both replicas, round-robin), half straight to replica A with the
    // X-Forwarded-For Varnish would have added for another visitor.
    const viaCache = enquiryClient(topology.siteUrl)
    const toA = enquiryClient(a!.url, { 'x-forwarded-for': '198.51.100.23' })
    const [cacheToken, aToken] = await Promise.all([viaCache.token(), toA.token()])
    expect(cacheToken).toBeTruthy()
    expect(aToken).toBeTruthy()
    await sleep(MIN_FILL_MS + 200)
    const run = Date.now()
    const emails = Array.from({ length: LEADS }, (_, i) => `kill-${run}-${i}@example.cz`)
    const answers: string[] = []
    await runPool([...emails.keys()], 10, async (i) => {
      const [client, token] = i % 2 === 0 ? [viaCache, cacheToken!] : [toA, aToken!]
      answers[i] = answerOfEnquiry(await client.send(sampleEnquiry(emails[i]!, token)))
    })
    expect(answers.filter((answer) => answer !== 'ok')).toEqual([])

    // Kill A while more deliveries are at the provider than one worker has in hand: A has some.
    const inFlight = () => {
      const accepted = new Set(ledger.accepted().map(({ key }) => key))
      return new Set(
        ledger.requests().flatMap(({ key }) => (key && !accepted.has(key) ? [key] : [])),
      )
    }
    await pollUntil(async () => inFlight().size > WORKER_BATCH, {
      timeoutMs: 10_000,
      intervalMs: 20,
      what: `more than ${WORKER_BATCH} deliveries in flight`,
    })
    const inFlightAtKill = inFlight()
    const killedAt = Date.now()
    await a!.kill()
    await clearSandboxFaults(topology.sandbox)
    await a!.start()

    await pollUntil(
      async () => {
        const delivered = [...byEmail(ledger.accepted(), emails).values()].filter(
          (events) => events.length > 0,
        ).length
        if (delivered < LEADS) return false
        const health = await Promise.all([a!, b!].map((replica) => leadHealth(replica)))
        return health.every((leads) => leads?.undelivered === 0)
      },
      {
        timeoutMs: ALL_DELIVERED_WITHIN_MS - (Date.now() - killedAt),
        intervalMs: 500,
        what: `all ${LEADS} leads accepted and none undelivered`,
      },
    )
    const tookMs = Date.now() - killedAt

    const accepted = ledger.accepted()
    const requests = ledger.requests()
    // Every lead accepted under one key of its own.
    const keys = new Set<string>()
    for (const [email, events] of byEmail(accepted, emails)) {
      const keysOfLead = new Set(events.map(({ key }) => key))
      expect([...keysOfLead], email).toHaveLength(1)
      expect([...keysOfLead][0], email).toMatch(/^[0-9a-f-]{36}$/)
      keys.add([...keysOfLead][0]!)
    }
    expect(keys.size).toBe(LEADS)

    // A's deliveries cut by the kill were sent again, by whichever worker took them over, and
    // not before their lease ran out.
    const requestsOf = (key: string) => requests.filter((request) => request.key === key)
    const takenOver = [...inFlightAtKill].filter((key) => requestsOf(key).length > 1)
    expect(takenOver.length).toBeGreaterThan(0)
    for (const key of keys) {
      const times = requestsOf(key).map(({ at }) => at)
      if (times.length > 1) expect(inFlightAtKill.has(key), key).toBe(true)
      for (let i = 1; i < times.length; i++) {
        expect(times[i]! - times[i - 1]!, key).toBeGreaterThanOrEqual(LEASE_MS - 1000)
      }
    }

    // Duplicates: only the documented case. The sandbox (like a real provider) finishes a
    // request whose sender has died: after its delay it accepts what A sent just before the
    // kill, though nobody reads the answer; A never recorded the attempt, so the lead is
    // sent again with the same Idempotency-Key. Only those keys, accepted twice at most, and
    // their first acceptance after the kill.
    const duplicates = duplicateKeys(accepted.filter(({ email }) => email?.includes(`-${run}-`)))
    for (const [key, count] of duplicates) {
      expect(takenOver, key).toContain(key)
      expect(count, key).toBe(2)
      const first = accepted.find((event) => event.key === key)!
      expect(first.at, key).toBeGreaterThanOrEqual(killedAt)
    }

    const health = await Promise.all([a!, b!].map((replica) => leadHealth(replica)))
    for (const leads of health) expect(leads).toMatchObject({ undelivered: 0, failed: 0 })
    console.info(
      `[topology] ${LEADS} leads: ${inFlightAtKill.size} in flight at the kill, ` +
        `${takenOver.length} taken over, ${duplicates.size} accepted twice (same key), ` +
        `all delivered ${(tookMs / 1000).toFixed(1)} s after the kill`,
    )
  }, 240_000)
})
