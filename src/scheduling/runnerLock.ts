import pg from 'pg'
import type { Payload } from 'payload'

import { postgresAdapterOf } from '@/lib/db/postgresAdapter'
import { onShutdown } from '@/lib/shutdown/shutdownTasks'

/**
 * Payload's job runner claims jobs by a find followed by an update
 * (@payloadcms/drizzle updateJobs), so two processes running it could both take one job and
 * publish twice. Only the process holding this PostgreSQL session advisory lock runs jobs: the
 * lock lives as long as its connection, so when the holder dies (or its connection drops) the
 * lock is free and another worker takes it on its next tick.
 */
type RunnerLock = {
  client: pg.Client | null
  held: boolean
  /** Not before this time: a failed connection is not retried on every one-second tick. */
  nextAttempt: number
  stopped: boolean
  attempt: Promise<boolean> | null
}

const RETRY_AFTER_FAILURE_MS = 5000
/** How long a stop waits for a publish in progress before it lets the lock go. */
const STOP_WAIT_MS = 5000

/** One lock per Payload instance: tests run two "workers" in one process. */
const locks = new WeakMap<Payload, RunnerLock>()

const lockKey = (payload: Payload): string =>
  `site602:payload-jobs-runner:${postgresAdapterOf(payload).schemaName ?? 'public'}`

/**
 * Whether this Payload instance may run jobs on this tick: it holds the lock, or has just taken
 * it. Called by `jobs.shouldAutoRun` every tick.
 */
export function holdsRunnerLock(payload: Payload): Promise<boolean> {
  let lock = locks.get(payload)
  if (!lock) {
    lock = { client: null, held: false, nextAttempt: 0, stopped: false, attempt: null }
    locks.set(payload, lock)
    const registered = lock
    onShutdown('scheduled publishing', () => releaseRunnerLock(payload, registered))
  }
  if (lock.stopped) return Promise.resolve(false)
  if (lock.held) return Promise.resolve(true)
  if (Date.now() < lock.nextAttempt) return Promise.resolve(false)
  lock.attempt ??= tryToTake(payload, lock).finally(() => {
    lock.attempt = null
  })
  return lock.attempt
}

async function tryToTake(payload: Payload, lock: RunnerLock): Promise<boolean> {
  try {
    if (!lock.client) {
      const client = new pg.Client(postgresAdapterOf(payload).poolOptions)
      client.on('error', (error) => lost(payload, lock, client, error))
      client.on('end', () => lost(payload, lock, client))
      await client.connect()
      lock.client = client
    }
    const { rows } = await lock.client.query<{ taken: boolean }>(
      'SELECT pg_try_advisory_lock(hashtext($1)) AS taken',
      [lockKey(payload)],
    )
    if (!rows[0]?.taken) return false
    lock.held = true
    payload.logger.info('[scheduling] this process runs the scheduled publications')
    await releaseClaimsOfPreviousHolder(payload)
    return true
  } catch (error) {
    lock.nextAttempt = Date.now() + RETRY_AFTER_FAILURE_MS
    payload.logger.warn(
      `[scheduling] runner lock not taken: ${error instanceof Error ? error.message : String(error)}`,
    )
    const client = lock.client
    lock.client = null
    lock.held = false
    await client?.end().catch(() => {})
    return false
  }
}

function lost(payload: Payload, lock: RunnerLock, client: pg.Client, error?: Error): void {
  if (lock.client !== client) return
  if (lock.held && !lock.stopped) {
    payload.logger.warn(
      `[scheduling] runner lock connection lost${error ? ` (${error.message})` : ''}; another process may take over`,
    )
  }
  lock.client = null
  lock.held = false
  lock.nextAttempt = Date.now() + RETRY_AFTER_FAILURE_MS
}

/**
 * Only the lock's holder runs jobs, so a job still marked `processing` when the lock is taken
 * was left by a holder that died mid-run: it is handed back to the queue (the task publishes
 * the latest draft, so running it again does no harm).
 */
async function releaseClaimsOfPreviousHolder(payload: Payload): Promise<void> {
  const { docs } = await payload.update({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: 'schedulePublish' } },
        { processing: { equals: true } },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
      ],
    },
    data: { processing: false },
    depth: 0,
  })
  if (docs.length) {
    payload.logger.warn(
      `[scheduling] ${docs.length} publications left running by the previous holder queued again`,
    )
  }
}

/**
 * Stops running jobs in this process: no new tick runs, a publish in progress gets a few seconds
 * to finish, then the lock goes to whichever worker asks next.
 */
export async function releaseRunnerLock(
  payload: Payload,
  lock = locks.get(payload),
): Promise<void> {
  if (!lock || lock.stopped) return
  lock.stopped = true
  if (lock.held) {
    const deadline = Date.now() + STOP_WAIT_MS
    while (Date.now() < deadline) {
      const { totalDocs } = await payload.count({
        collection: 'payload-jobs',
        where: { processing: { equals: true }, taskSlug: { equals: 'schedulePublish' } },
      })
      if (totalDocs === 0) break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  const client = lock.client
  lock.client = null
  lock.held = false
  await client?.end().catch(() => {})
}
