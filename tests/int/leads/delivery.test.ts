import { spawn } from 'node:child_process'
import { createServer, type Server, type Socket } from 'node:net'

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { leadsTable } from '@/leads/leadsTable'
import { closeQueuePools, queueSchema, requestPool } from '@/queue/queueDatabase'
import type { BackgroundWork, WorkerOptions } from '@/worker/backgroundWork'
import { requeueStrandedLeads } from '@/leads/requeueStrandedLeads'
import { resendLead } from '@/leads/resendLead'
import { storeLead, type NewLead } from '@/leads/storeLead'

import { clearLeads, eventually, leadRecord, leadsSettled } from '../../support/leads'
import { sandboxForFile, SITE_URL } from '../provider/sandboxHarness'

/**
 * The lead queue against the real database (pg-boss in it) and the sandbox over HTTP: a stored
 * lead reaches send-form with today's payload and its Idempotency-Key, failures are retried on the
 * backoff schedule or end as failed, and a worker that dies mid-delivery hands its lead over.
 */
const sandbox = sandboxForFile()
const workers: BackgroundWork[] = []

let startBackgroundWork: (options?: Partial<WorkerOptions>) => Promise<BackgroundWork>
beforeAll(async () => {
  ;({ startBackgroundWork } = await import('@/worker/backgroundWork'))
})
beforeEach(clearLeads)
afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.stop()))
})
afterAll(closeQueuePools)

const fastWorker = async (options: Partial<WorkerOptions> = {}) => {
  const worker = await startBackgroundWork({
    providerUrl: sandbox.url(),
    scheduled: false,
    pollMs: 100,
    attemptTimeoutMs: 2000,
    ...options,
  })
  workers.push(worker)
  return worker
}

const lead: NewLead = {
  kind: 'contact',
  pagePath: '/kontakt',
  enquiry: {
    firstName: 'Ľudmila',
    lastName: 'Šťastná',
    email: 'ludmila@example.sk',
    phone: '00421 905 123 456',
    location: `Kontaktní formulář | ${SITE_URL}/kontakt`,
    text: 'Prosím o ukázku.',
    source: 'OTHER',
  },
}

type Accepted = {
  data: Array<{ idempotencyKey: string | null; body: unknown }>
  duplicates: Array<{ idempotencyKey: string; count: number }>
}
const accepted = async () =>
  (await (await sandbox.control('GET', '/__sandbox/send-form')).json()) as Accepted
const attemptsAtProvider = async (key: string) => {
  const response = await sandbox.control('GET', '/__sandbox/requests?path=/send-form')
  const { data } = (await response.json()) as { data: Array<{ idempotencyKey?: string | null }> }
  return data.filter((request) => request.idempotencyKey === key).length
}

describe('lead delivery', () => {
  it('delivers a stored lead with the exact send-form payload and its Idempotency-Key', async () => {
    const stored = await storeLead(lead)
    expect((await leadRecord(stored.id)).status).toBe('pending')
    await fastWorker()
    await leadsSettled()

    const record = await leadRecord(stored.id)
    expect(record).toMatchObject({ status: 'delivered', attempts: '1', last_error: null })
    expect(record.delivered_at).toBeInstanceOf(Date)
    expect(record.attempt_log).toEqual([
      expect.objectContaining({ attempt: 1, outcome: 'delivered' }),
    ])
    expect(await accepted()).toEqual({
      data: [
        {
          idempotencyKey: stored.deliveryId,
          receivedAt: expect.any(String),
          body: {
            first_name: 'Ľudmila',
            last_name: 'Šťastná',
            email: 'ludmila@example.sk',
            phone: '00421 905 123 456',
            lang: 'cs',
            location: `Kontaktní formulář | ${SITE_URL}/kontakt`,
            text: 'Prosím o ukázku.',
            source: 'OTHER',
          },
        },
      ],
      duplicates: [],
    })
  })

  it('retries a failing provider on the backoff schedule, the first retry within 10 s', async () => {
    await sandbox.addFault({ path: '/send-form', kind: '500', times: 2 })
    const stored = await storeLead(lead)
    // the default schedule (5 s, doubling, jitter): the first retry comes 2.5–5 s after the failure
    await fastWorker({ retry: { firstSeconds: 5, maxSeconds: 60 } })
    await leadsSettled(30_000)

    const record = await leadRecord(stored.id)
    expect(record.status).toBe('delivered')
    expect(record.attempts).toBe('3')
    const times = record.attempt_log.map((entry) => Date.parse(entry.at))
    expect(record.attempt_log.map((entry) => entry.outcome)).toEqual([
      'retry',
      'retry',
      'delivered',
    ])
    expect(record.attempt_log[0]).toMatchObject({ status: 500 })
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(2000)
    expect(times[1]! - times[0]!).toBeLessThan(10_000)
    // the second delay is drawn from 5–10 s
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(4500)
    expect((await accepted()).data).toHaveLength(1)
    expect(await attemptsAtProvider(stored.deliveryId)).toBe(3)
  }, 40_000)

  it('marks a lead the provider refuses (4xx) as failed without retrying it', async () => {
    const stored = await storeLead({ ...lead, enquiry: { ...lead.enquiry, text: '   ' } })
    await fastWorker({ retry: { firstSeconds: 1, maxSeconds: 1 } })
    await leadsSettled()
    const record = await leadRecord(stored.id)
    expect(record.status).toBe('failed')
    expect(record.attempts).toBe('1')
    expect(record.failed_at).toBeInstanceOf(Date)
    expect(record.last_error).toMatch(/^Poskytovatel odpověděl HTTP 422: Formulář nelze přijmout/)
    // no personal data in what the admin and the logs show
    expect(record.last_error).not.toContain('ludmila')
    await new Promise((resolve) => setTimeout(resolve, 2500))
    expect(await attemptsAtProvider(stored.deliveryId)).toBe(1)
    expect((await leadRecord(stored.id)).attempts).toBe('1')
  })

  it('gives up after the configured time and says so', async () => {
    await sandbox.addFault({ path: '/send-form', kind: '500' })
    const stored = await storeLead(lead)
    await requestPool().query(
      `UPDATE ${leadsTable()} SET created_at = now() - interval '25 hours' WHERE id = $1`,
      [stored.id],
    )
    await fastWorker({ giveUpHours: 24 })
    await leadsSettled()
    const record = await leadRecord(stored.id)
    expect(record.status).toBe('failed')
    expect(record.last_error).toMatch(
      /^Doručování vzdáno po 24 h\. Poskytovatel odpověděl HTTP 500/,
    )
  })

  it('sends a failed lead again on "Odeslat znovu", with the same key', async () => {
    await sandbox.addFault({ path: '/send-form', kind: '403', times: 1 })
    const stored = await storeLead({ ...lead, enquiry: { ...lead.enquiry, text: '' } })
    await fastWorker()
    await leadsSettled()
    expect((await leadRecord(stored.id)).status).toBe('failed')
    // a lead that is not failed cannot be resent
    const other = await storeLead(lead)
    await leadsSettled()
    expect(await resendLead(other.id)).toBe(false)

    await requestPool().query(`UPDATE ${leadsTable()} SET text = 'Opraveno' WHERE id = $1`, [
      stored.id,
    ])
    expect(await resendLead(stored.id)).toBe(true)
    await leadsSettled()
    const record = await leadRecord(stored.id)
    expect(record.status).toBe('delivered')
    expect(record.failed_at).toBeNull()
    expect((await accepted()).data.map((form) => form.idempotencyKey)).toEqual([
      other.deliveryId,
      stored.deliveryId,
    ])
  })

  it('puts a pending lead whose job is gone back on the queue, and only then', async () => {
    const stored = await storeLead(lead)
    // its attempt's job is waiting: queueing the attempt again does nothing
    expect(await requeueStrandedLeads(0)).toBe(0)
    // its job lost (as a job whose worker died ends failed, without retries)
    await requestPool().query(`DELETE FROM ${queueSchema()}.job`)
    expect(await requeueStrandedLeads(0)).toBe(1)
    expect(await requeueStrandedLeads(0)).toBe(0)
    // a lead whose next attempt is not yet overdue is not looked at
    expect(await requeueStrandedLeads(3600)).toBe(0)
    await fastWorker()
    await leadsSettled()
    expect((await leadRecord(stored.id)).status).toBe('delivered')
    expect((await accepted()).data).toHaveLength(1)
  })
})

describe('the delivery queue', () => {
  it('runs attempts only: one live job per lead and attempt, no retries, the lease of its worker', async () => {
    await fastWorker({ leaseSeconds: 7 })
    const { rows } = await requestPool().query(
      `SELECT policy, retry_limit, expire_seconds FROM ${queueSchema()}.queue WHERE name = 'lead-delivery'`,
    )
    expect(rows).toEqual([{ policy: 'exclusive', retry_limit: 0, expire_seconds: 7 }])
    // the job of a stored lead is due when the lead's row says, and keyed by lead and attempt
    const stored = await storeLead(lead)
    const { rows: jobs } = await requestPool().query(
      `SELECT j.singleton_key, j.start_after = l.next_attempt_at AS on_time, j.retry_limit
       FROM ${queueSchema()}.job j JOIN ${leadsTable()} l ON l.id = $1
       WHERE j.name = 'lead-delivery' AND j.data->>'leadId' = $1::text`,
      [stored.id],
    )
    expect(jobs).toEqual([{ singleton_key: `${stored.id}:1`, on_time: true, retry_limit: 0 }])
  })
})

describe('a worker that dies mid-delivery', () => {
  let blackhole: Server
  let connections = 0
  const sockets: Socket[] = []
  beforeAll(async () => {
    // a provider that takes the request and never answers
    blackhole = createServer((socket) => {
      connections += 1
      sockets.push(socket)
    })
    await new Promise<void>((resolve) => blackhole.listen(0, '127.0.0.1', resolve))
  })
  afterAll(async () => {
    for (const socket of sockets) socket.destroy()
    await new Promise((resolve) => blackhole.close(resolve))
  })

  it('loses its lead to another worker once the lease expires', async () => {
    const { port } = blackhole.address() as { port: number }
    // its start sets the queue's lease (a job's lease is fixed when the job is queued)
    // node itself, with tsx as its loader, so that SIGKILL hits the worker (the tsx binary
    // would leave its node child running on)
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'tests/support/leadWorkerProcess.ts'],
      {
        env: {
          ...process.env,
          LEAD_WORKER_OPTIONS: JSON.stringify({
            providerUrl: `http://127.0.0.1:${port}`,
            scheduled: false,
            pollMs: 100,
            attemptTimeoutMs: 60_000,
            leaseSeconds: 2,
          }),
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    )
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('ready')) resolve()
      })
      child.once('exit', (code) => reject(new Error(`worker exited: ${code}`)))
    })
    const stored = await storeLead(lead)
    await eventually(async () => (connections > 0 ? true : undefined), 30_000, 'the doomed attempt')
    child.kill('SIGKILL')
    await new Promise((resolve) => child.once('exit', resolve))

    // The survivor's supervision ends the job whose lease expired (failed: pg-boss retries no
    // delivery job); until then the attempt still has its job and the minute's sweep leaves it.
    await fastWorker({ leaseSeconds: 2, superviseSeconds: 1 })
    await eventually(
      async () => ((await requeueStrandedLeads(0)) === 1 ? true : undefined),
      30_000,
      'the stranded lead queued again from the leads table',
    )
    await leadsSettled(30_000)
    const record = await leadRecord(stored.id)
    expect(record.status).toBe('delivered')
    expect(record.attempts).toBe('1')
    expect((await accepted()).data.map((form) => form.idempotencyKey)).toEqual([stored.deliveryId])
  }, 60_000)
})
