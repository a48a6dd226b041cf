import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  answerOfEnquiry,
  byEmail,
  leadHealth,
  SendFormLedger,
} from '../../tools/lib/leadDeliveries'
import { enquiryClient, sampleEnquiry } from '../../tools/lib/serverAction'
import { startTopology, type Topology } from '../../tools/lib/topology'
import { startWorkerProcess, type WorkerProcess } from '../../tools/lib/workerProcess'
import { MIN_FILL_MS } from '../../src/leads/enquiry/botGuard'

import { pollUntil, sleep } from './support/polling'

/**
 * Replicas in the web role (as docker-compose.yml runs them) with no worker: enquiries are still
 * stored and thanked for, `/api/health` shows the backlog, and a worker started later
 * (`npm run worker`) delivers it.
 */
const LEADS = 5

let topology: Topology
let worker: WorkerProcess | undefined

beforeAll(async () => {
  topology = await startTopology({
    env: { PROCESS_ROLE: 'web', ENQUIRY_RATE_LIMIT_POINTS: '1000' },
  })
}, 300_000)

afterAll(async () => {
  await worker?.stop()
  await topology?.stop()
}, 60_000)

describe('the web role', () => {
  it('stores leads without a worker, reports the backlog, and a worker started later delivers it', async () => {
    const [a] = topology.replicas
    const ledger = new SendFormLedger(() => topology.sandbox)
    const client = enquiryClient(a!.url)
    const token = await client.token()
    expect(token).toBeTruthy()
    await sleep(MIN_FILL_MS + 200)
    const run = Date.now()
    const emails = Array.from({ length: LEADS }, (_, i) => `web-role-${run}-${i}@example.cz`)
    for (const email of emails) {
      expect(answerOfEnquiry(await client.send(sampleEnquiry(email, token!)))).toBe('ok')
    }

    // Nobody delivers: the backlog waits in the database, and health says so.
    await sleep(3000)
    expect(ledger.accepted().filter(({ email }) => email && emails.includes(email))).toEqual([])
    const health = await leadHealth(a!)
    expect(health?.undelivered).toBeGreaterThanOrEqual(LEADS)

    worker = await startWorkerProcess(topology.env)
    await pollUntil(
      async () => [...byEmail(ledger.accepted(), emails).values()].every((events) => events.length),
      { timeoutMs: 60_000, intervalMs: 200, what: 'the backlog delivered by the worker' },
    )
    await pollUntil(async () => (await leadHealth(a!))?.undelivered === 0, {
      timeoutMs: 10_000,
      what: 'no backlog in health',
    })
  }, 180_000)
})
