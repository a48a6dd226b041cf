import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import pg from 'pg'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import type { NewLead, StoredLead } from '@/leads/storeLead'
import { queueSchema } from '@/queue/queueDatabase'

import { startWorkerProcess, type WorkerProcess } from '../../tools/lib/workerProcess'
import { migrate, startTestDatabase, type TestDatabase } from '../support/testDatabase'

import { pollUntil, sleep } from './support/polling'

/**
 * The worker role (server/worker.ts, bundled as the image runs it) as its own processes against a fake
 * provider on 127.0.0.1 that answers send-form after 3 s and records each request's
 * Idempotency-Key: restarts (SIGTERM) lose and repeat nothing and nobody waits for a lease; a
 * SIGKILL is taken over after the lease (at least once: duplicates only there). Its list reads
 * (the search sync each worker asks for at start) take as long and get `{}`.
 */
const LEADS = 30
const PROVIDER_DELAY_MS = 3000
const ATTEMPT_TIMEOUT_MS = 4000
/** The lease of a delivery job (attempt timeout + 20 s, src/worker/backgroundWork.ts). */
const LEASE_MS = ATTEMPT_TIMEOUT_MS + 20_000
const WORKER_STOP_MS = 10_000

type ProviderRequest = { method: string; key: string; at: number; answered: boolean }

let database: TestDatabase
let db: pg.Client
let provider: Server
let providerUrl: string
const requests: ProviderRequest[] = []
const workers = new Set<WorkerProcess>()
let storeLead: (lead: NewLead) => Promise<StoredLead>

beforeAll(async () => {
  database = await startTestDatabase({ embedded: true })
  await migrate(database.env)
  provider = createServer((request, response) => {
    const entry: ProviderRequest = {
      method: request.method ?? '',
      key: String(request.headers['idempotency-key'] ?? ''),
      at: Date.now(),
      answered: false,
    }
    requests.push(entry)
    request.resume()
    // Like a real provider, it takes the enquiry whether or not its sender still listens.
    setTimeout(() => {
      entry.answered = true
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}')
    }, PROVIDER_DELAY_MS)
  })
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve))
  providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`
  // This process stores the leads as the web role would (src/leads/storeLead.ts).
  Object.assign(process.env, database.env)
  ;({ storeLead } = await import('@/leads/storeLead'))
  db = new pg.Client({ connectionString: database.env.DATABASE_URL })
  await db.connect()
}, 240_000)

// A failed test must not leave its workers taking the next test's leads.
afterEach(async () => {
  await Promise.all([...workers].map((worker) => stopWorker(worker, 'SIGKILL')))
})

afterAll(async () => {
  await db?.end()
  const { closeQueuePools } = await import('@/queue/queueDatabase')
  await closeQueuePools()
  await new Promise((resolve) => provider?.close(resolve))
  await database?.stop()
}, 60_000)

const workerEnv = (stopMs: number): NodeJS.ProcessEnv => ({
  ...process.env,
  ...database.env,
  NODE_ENV: 'production',
  PROVIDER_API_URL: providerUrl,
  LEADS_ATTEMPT_TIMEOUT_MS: String(ATTEMPT_TIMEOUT_MS),
  WORKER_STOP_MS: String(stopMs),
})

async function startWorker(stopMs = WORKER_STOP_MS): Promise<WorkerProcess> {
  const worker = await startWorkerProcess(workerEnv(stopMs))
  workers.add(worker)
  return worker
}

async function stopWorker(worker: WorkerProcess, signal: NodeJS.Signals): Promise<number | null> {
  workers.delete(worker)
  return worker.stop(signal)
}

async function storeLeads(label: string): Promise<string[]> {
  const keys: string[] = []
  for (let i = 0; i < LEADS; i++) {
    const stored = await storeLead({
      kind: 'contact',
      pagePath: '/kontakt',
      enquiry: {
        firstName: 'Jana',
        lastName: 'Nováková',
        email: `${label}-${i}@example.cz`,
        phone: '+420 777 123 456',
        location: 'Kontaktní formulář | http://localhost/kontakt',
        text: 'Prosím o nabídku.',
        source: 'OTHER',
      },
    })
    keys.push(stored.deliveryId)
  }
  return keys
}

const answeredKeys = (keys: string[]) =>
  requests.filter((request) => request.answered && keys.includes(request.key))
const pendingCount = async (keys: string[]) =>
  Number(
    (
      await db.query<{ count: string }>(
        `SELECT count(*) FROM leads WHERE delivery_id = ANY($1) AND status = 'pending'`,
        [keys],
      )
    ).rows[0]!.count,
  )

/** Delivery jobs whose lease ran out: pg-boss fails them (it retries no delivery job). */
const expiredDeliveryJobs = async (keys: string[]) =>
  Number(
    (
      await db.query<{ count: string }>(
        `SELECT count(*) FROM ${queueSchema()}.job j JOIN leads l ON j.data->>'leadId' = l.id::text
         WHERE j.name = 'lead-delivery' AND l.delivery_id = ANY($1) AND j.state = 'failed'`,
        [keys],
      )
    ).rows[0]!.count,
  )

describe('the worker role', () => {
  it('restarted twice (SIGTERM) beside a second worker: every lead accepted once, none waits for a lease', async () => {
    const [a1, b] = await Promise.all([startWorker(), startWorker()])
    const keys = await storeLeads('restart')
    const inFlight = () => requests.filter((r) => keys.includes(r.key) && !r.answered).length

    await pollUntil(async () => inFlight() > 0, { timeoutMs: 10_000, what: 'deliveries in flight' })
    expect(await stopWorker(a1, 'SIGTERM')).toBe(0)
    const a2 = await startWorker()
    await pollUntil(async () => inFlight() > 0 || (await pendingCount(keys)) === 0, {
      timeoutMs: 10_000,
      what: 'deliveries in flight again',
    })
    expect(await stopWorker(a2, 'SIGTERM')).toBe(0)
    const lastRestart = Date.now()
    const a3 = await startWorker()

    await pollUntil(async () => (await pendingCount(keys)) === 0, {
      timeoutMs: 3 * PROVIDER_DELAY_MS + WORKER_STOP_MS + 120_000,
      intervalMs: 100,
      what: 'every lead delivered',
    })
    const sinceLastRestart = Date.now() - lastRestart
    // Exactly once: one request per key, each answered (accepted).
    const sent = requests.filter((request) => keys.includes(request.key))
    expect(new Set(sent.map((request) => request.key)).size).toBe(LEADS)
    expect(sent).toHaveLength(LEADS)
    expect(answeredKeys(keys)).toHaveLength(LEADS)
    const { rows } = await db.query<{ attempts: string; status: string }>(
      `SELECT attempts, status FROM leads WHERE delivery_id = ANY($1)`,
      [keys],
    )
    expect(rows.every((row) => row.status === 'delivered' && row.attempts === '1')).toBe(true)
    // None waited for its lease: a job taken back by pg-boss's expiry ends failed.
    expect(await expiredDeliveryJobs(keys)).toBe(0)
    for (const worker of [a1, a2])
      expect(worker.output()).not.toContain('terminating connection due to administrator')
    console.info(
      `[topology] ${LEADS} leads, worker restarted twice: all delivered ` +
        `${(sinceLastRestart / 1000).toFixed(1)} s after the last restart, ${sent.length} requests`,
    )
    await Promise.all([stopWorker(a3, 'SIGTERM'), stopWorker(b, 'SIGTERM')])
  }, 400_000)

  it('stopped with deliveries and a search sync longer than WORKER_STOP_MS: releases them, another worker takes them at once', async () => {
    // Only the sync this worker asks for at start: none left active by an earlier test's kill.
    await db.query(`DELETE FROM ${queueSchema()}.job WHERE name = 'search-sync'`)
    const a = await startWorker(500)
    const syncReading = () => requests.some((r) => r.method === 'GET' && !r.answered)
    // The sync it asked for at start (the search-sync queue is polled every 5 s).
    await pollUntil(async () => syncReading(), { timeoutMs: 15_000, what: 'a sync reading' })
    const b = await startWorker()
    const keys = await storeLeads('release')
    const inFlight = () => requests.filter((r) => keys.includes(r.key) && !r.answered)
    await pollUntil(async () => inFlight().length >= 8 && syncReading(), {
      timeoutMs: 10_000,
      what: 'deliveries and a sync read in flight',
    })
    const atStop = new Set(inFlight().map((request) => request.key))
    const stoppedAt = Date.now()
    expect(await stopWorker(a, 'SIGTERM')).toBe(0)
    const stopTookMs = Date.now() - stoppedAt
    // b alone delivers the rest, five every 3 s: the whole takes about as long as a lease.
    await pollUntil(async () => (await pendingCount(keys)) === 0, {
      timeoutMs: LEASE_MS + 60_000,
      intervalMs: 100,
      what: 'every lead delivered',
    })
    const tookMs = Date.now() - stoppedAt
    const accepted = answeredKeys(keys)
    expect(new Set(accepted.map((request) => request.key)).size).toBe(LEADS)
    const counts = new Map<string, number>()
    for (const { key } of accepted) counts.set(key, (counts.get(key) ?? 0) + 1)
    // A request cut by the stop may still be taken by the provider: the documented duplicate,
    // same Idempotency-Key, only of what the stopped worker had in flight.
    for (const [key, count] of counts) if (count > 1) expect(atStop.has(key), key).toBe(true)
    // What the stopped worker released went out again at once (released jobs are the oldest: fetched first),
    // not after their lease.
    const sentAgain = [...atStop].map(
      (key) => requests.find((request) => request.key === key && request.at >= stoppedAt)?.at,
    )
    expect(sentAgain.some((at) => at !== undefined)).toBe(true)
    for (const at of sentAgain)
      if (at !== undefined) expect(at - stoppedAt).toBeLessThan(LEASE_MS - 5000)
    expect(stopTookMs).toBeLessThan(5000)
    expect(a.output()).not.toContain('terminating connection due to administrator')
    console.info(
      `[topology] WORKER_STOP_MS=500: stop took ${stopTookMs} ms, all ${LEADS} delivered ` +
        `${(tookMs / 1000).toFixed(1)} s after it, ` +
        `${[...counts.values()].filter((count) => count > 1).length} accepted twice (same key)`,
    )
    await stopWorker(b, 'SIGTERM')
  }, 400_000)

  it('killed (SIGKILL) mid-delivery: its deliveries are taken over after their lease', async () => {
    const a = await startWorker()
    const keys = await storeLeads('kill')
    const inFlight = () => requests.filter((r) => keys.includes(r.key) && !r.answered)
    await pollUntil(async () => inFlight().length > 0, { timeoutMs: 10_000, what: 'in flight' })
    const atKill = new Set(inFlight().map((request) => request.key))
    await stopWorker(a, 'SIGKILL')
    const killedAt = Date.now()
    const b = await startWorker()
    // The lease, the next supervision (10 s), the next minute's sweep of the leads table that
    // queues the stranded attempts again (pg-boss cron, up to a minute and its 30 s check), a poll.
    await pollUntil(async () => (await pendingCount(keys)) === 0, {
      timeoutMs: LEASE_MS + 180_000,
      intervalMs: 200,
      what: 'every lead delivered after the kill',
    })
    const accepted = answeredKeys(keys)
    expect(new Set(accepted.map((request) => request.key)).size).toBe(LEADS)
    expect(Date.now() - killedAt).toBeGreaterThan(LEASE_MS - 5000)
    // What the first test counts as "waited for a lease" is what happened here.
    expect(await expiredDeliveryJobs(keys)).toBeGreaterThan(0)
    // Duplicates only of what the killed worker had at the provider, and only after the lease.
    const counts = new Map<string, number>()
    for (const { key } of accepted) counts.set(key, (counts.get(key) ?? 0) + 1)
    for (const [key, count] of counts) {
      if (count === 1) continue
      expect(atKill.has(key), key).toBe(true)
      const again = requests.filter((request) => request.key === key).at(-1)!
      expect(again.at - killedAt, key).toBeGreaterThanOrEqual(LEASE_MS - 5000)
    }
    console.info(
      `[topology] SIGKILL: ${atKill.size} in flight, ` +
        `${[...counts.values()].filter((count) => count > 1).length} accepted twice (same key)`,
    )
    await stopWorker(b, 'SIGTERM')
    await sleep(0)
  }, 400_000)
})
