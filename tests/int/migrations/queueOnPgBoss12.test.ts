import { type ChildProcess, spawn } from 'node:child_process'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  migrateThrough,
  revertMigrationsAfter,
} from '../../support/previousRelease/previousReleaseDatabase'
import { migrate, startTestDatabase, type TestDatabase } from '../../support/testDatabase'
import { sandboxForFile } from '../provider/sandboxHarness'

/**
 * 20261127_141500_queue_on_pg_boss_12 on a database of today's release (pg-boss 10's schema) with
 * lead jobs in every pending state: afterwards pg-boss 12's schema holds them runnable, the old
 * schema and the scheduled-publish and lead-monitor jobs are gone, and a worker of this release
 * delivers every lead once. Its `down` brings the pending deliveries back to pg-boss 10.
 */
const TODAYS_RELEASE = '20261126_041620_edit_records_and_publishing_settings'

const sandbox = sandboxForFile()
let database: TestDatabase
let db: pg.Client
let worker: ChildProcess | undefined

const rows = async <T>(sql: string, params: unknown[] = []) =>
  (await db.query(sql, params)).rows as T[]

/** A pending lead with the pg-boss 10 job its release queued (as its `send` wrote it). */
async function leadWithJob(label: string, job: { state: string; startAfter: string }) {
  const [lead] = await rows<{ id: number; delivery_id: string }>(
    `INSERT INTO leads (title, kind, page_path, location, first_name, last_name, email, phone,
       text, source, status, attempts, delivery_id, attempt_log, next_attempt_at)
     VALUES ($1, 'contact', '/kontakt', 'Kontaktní formulář | http://localhost:3000/kontakt',
       'Jana', 'Nováková', $2, '+420 777 123 456', 'Prosím o nabídku.', 'OTHER', 'pending', 0,
       gen_random_uuid()::text, '[]'::jsonb, now())
     RETURNING id, delivery_id`,
    [label, `${label}@example.cz`],
  )
  await db.query(
    `INSERT INTO pgboss.job (name, data, state, retry_limit, retry_count, retry_delay,
       retry_backoff, expire_in, policy, start_after, started_on)
     VALUES ('lead-delivery', $1, $2::pgboss.job_state, 10, $3, 5, true, interval '30 seconds', 'standard',
       ${job.startAfter}, CASE WHEN $2::text = 'active' THEN now() - interval '5 seconds' END)`,
    [{ leadId: lead!.id, attempt: 1 }, job.state, job.state === 'created' ? 0 : 1],
  )
  return lead!
}

beforeAll(async () => {
  database = await startTestDatabase({ embedded: true })
  await migrateThrough(database, TODAYS_RELEASE)
  db = new pg.Client({ connectionString: database.env.DATABASE_URL })
  await db.connect()
}, 240_000)

afterAll(async () => {
  worker?.kill('SIGKILL')
  await db?.end()
  await database?.stop()
}, 60_000)

describe('migration 20261127_141500_queue_on_pg_boss_12', () => {
  it('carries pending lead jobs from pg-boss 10 to 12, and a worker delivers them', async () => {
    const leads = [
      await leadWithJob('created', { state: 'created', startAfter: 'now()' }),
      await leadWithJob('retry', { state: 'retry', startAfter: "now() + interval '2 seconds'" }),
      await leadWithJob('active', { state: 'active', startAfter: "now() - interval '10 seconds'" }),
    ]
    await db.query(
      `INSERT INTO pgboss.job (name, data, policy) VALUES
         ('scheduled-publish', '{"jobId": 1}', 'stately'), ('lead-monitor', NULL, 'standard')`,
    )
    await db.query(
      `INSERT INTO pgboss.job (name, data, state, completed_on)
       VALUES ('lead-delivery', '{"leadId": 999, "attempt": 1}', 'completed', now())`,
    )

    await migrate(database.env)

    expect(await rows(`SELECT version FROM pgboss.version`)).toEqual([{ version: 46 }])
    expect(
      await rows(`SELECT nspname FROM pg_namespace WHERE nspname LIKE 'pgboss%' ORDER BY 1`),
    ).toEqual([{ nspname: 'pgboss' }])
    const jobs = await rows<{ name: string; state: string; lead: string }>(
      `SELECT name, state, data->>'leadId' AS lead FROM pgboss.job ORDER BY lead`,
    )
    expect(jobs).toEqual(
      leads.map((lead) => ({ name: 'lead-delivery', state: 'created', lead: String(lead.id) })),
    )

    worker = spawn(process.execPath, ['--import', 'tsx', 'tests/support/leadWorkerProcess.ts'], {
      env: {
        ...process.env,
        ...database.env,
        LEAD_WORKER_OPTIONS: JSON.stringify({
          providerUrl: sandbox.url(),
          scheduled: false,
          pollMs: 100,
        }),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    await new Promise<void>((resolve, reject) => {
      worker!.stdout!.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('ready')) resolve()
      })
      worker!.once('exit', (code) => reject(new Error(`worker exited: ${code}`)))
    })
    const deadline = Date.now() + 30_000
    for (;;) {
      const { pending } = (
        await rows<{ pending: string }>(
          `SELECT count(*) AS pending FROM leads WHERE status <> 'delivered'`,
        )
      )[0]!
      if (Number(pending) === 0) break
      if (Date.now() > deadline) throw new Error(`${pending} leads not delivered`)
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    const accepted = (await (await sandbox.control('GET', '/__sandbox/send-form')).json()) as {
      data: Array<{ idempotencyKey: string | null }>
    }
    expect(accepted.data.map((form) => form.idempotencyKey).sort()).toEqual(
      leads.map((lead) => lead.delivery_id).sort(),
    )
  }, 120_000)

  it('goes back down to pg-boss 10 with the pending deliveries', async () => {
    worker?.kill('SIGKILL')
    worker = undefined
    await db.query(
      `INSERT INTO pgboss.job (name, data) VALUES ('lead-delivery', '{"leadId": 7, "attempt": 2}')`,
    )
    await revertMigrationsAfter(database, TODAYS_RELEASE)
    expect(await rows(`SELECT version FROM pgboss.version`)).toEqual([{ version: 24 }])
    expect(
      await rows(`SELECT name, data FROM pgboss.job WHERE state = 'created' ORDER BY name`),
    ).toEqual([{ name: 'lead-delivery', data: { leadId: 7, attempt: 2 } }])
    expect(await rows(`SELECT name FROM pgboss.queue ORDER BY name`)).toEqual(
      ['lead-delivery', 'lead-monitor', 'lead-retention', 'scheduled-publish'].map((name) => ({
        name,
      })),
    )
  }, 120_000)
})
