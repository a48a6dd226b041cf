import type { Job, PgBoss } from 'pg-boss'

import { onConnection } from './queueClient'
import { inTransaction, workerPool } from './queueDatabase'

/** PostgreSQL's unique_violation: the one job a stately or exclusive queue allows exists already. */
const UNIQUE_VIOLATION = '23505'

export type QueueLoop = {
  /**
   * Stops fetching at once, waits up to `graceMs` for the jobs in hand, then cancels the rest
   * (their handlers' signal aborts) and releases their jobs: runnable again, due now.
   */
  stop: (graceMs: number) => Promise<void>
}

type QueueLoopOptions<Data> = {
  boss: PgBoss
  queue: string
  batchSize: number
  pollMs: number
  /**
   * Resolves when the job is done (whatever it did); throws when it could not be done. When
   * `signal` aborts the loop releases the job, so the handler must then record nothing.
   */
  handle: (data: Data, signal: AbortSignal) => Promise<unknown>
  onError: (error: unknown) => void
}

/**
 * A job taken back from this worker: cancelled and resumed in one transaction, which pg-boss
 * makes `created` with its start time now, so another worker fetches it at once instead of
 * after its lease. The cancel names the attempt (id and retry count): a job that already went
 * to another worker is left alone. In a `stately` queue (one created job at most) or an
 * `exclusive` one (one live job per key: lead-delivery) a job already waiting does the same
 * work: the released one then stays cancelled instead of failing the whole release, which would
 * leave it active until its expiry and the queue blocked behind it.
 */
async function releaseJobs(boss: PgBoss, queue: string, jobs: Job<object>[]): Promise<void> {
  if (jobs.length === 0) return
  await inTransaction(async (client) => {
    const db = onConnection(client)
    await boss.cancel(
      queue,
      jobs.map(({ id, retryCount }) => ({ id, retryCount })),
      { db },
    )
    // Only cancelled jobs resume: one the fence left with another worker stays as it is.
    for (const { id } of jobs) {
      await client.query('SAVEPOINT release_job')
      try {
        await boss.resume(queue, id, { db })
        await client.query('RELEASE SAVEPOINT release_job')
      } catch (error) {
        if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error
        await client.query('ROLLBACK TO SAVEPOINT release_job')
      }
    }
  }, workerPool())
}

/**
 * Takes jobs of one queue with pg-boss's `fetch` (each job goes to one worker: FOR UPDATE SKIP
 * LOCKED, and a job whose worker died comes back after its expiry) and completes or fails each
 * one as it ends. Written out instead of `boss.work()` so that a completion that cannot reach the
 * database (during an outage) is awaited and reported rather than left as an unhandled rejection,
 * so that a full batch is followed by the next fetch at once, and so that a stop releases what
 * it cannot finish instead of leaving it to its lease.
 */
export function startQueueLoop<Data extends object>(options: QueueLoopOptions<Data>): QueueLoop {
  const { boss, queue, batchSize, pollMs, handle, onError } = options
  let stopping = false
  let wakeUp: (() => void) | null = null
  const inHand = new Map<string, { job: Job<Data>; abort: AbortController }>()

  const pause = () =>
    new Promise<void>((resolve) => {
      if (stopping) return resolve()
      const timer = setTimeout(done, pollMs)
      function done() {
        clearTimeout(timer)
        wakeUp = null
        resolve()
      }
      wakeUp = done
    })

  const runJob = async (job: Job<Data>) => {
    const abort = new AbortController()
    inHand.set(job.id, { job, abort })
    const attempt = { id: job.id, retryCount: job.retryCount }
    try {
      await handle(job.data, abort.signal)
      if (!abort.signal.aborted) await boss.complete(queue, attempt)
    } catch (error) {
      if (abort.signal.aborted) return // released by stop()
      onError(error)
      // Unreachable database: the job stays active and comes back after its expiry.
      await boss
        .fail(queue, attempt, { message: error instanceof Error ? error.message : String(error) })
        .catch(() => {})
    } finally {
      inHand.delete(job.id)
    }
  }

  let running: Promise<void> = Promise.resolve()
  const loop = (async () => {
    while (!stopping) {
      let fetched = 0
      try {
        const jobs = await boss.fetch<Data>(queue, { batchSize })
        fetched = jobs.length
        running = Promise.all(jobs.map(runJob)).then(() => {})
        await running
      } catch (error) {
        onError(error)
      }
      // A full batch suggests more are waiting: fetch again at once.
      if (fetched < batchSize) await pause()
    }
  })()

  return {
    stop: async (graceMs) => {
      stopping = true
      wakeUp?.()
      let timer: NodeJS.Timeout | undefined
      const graceOver = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, graceMs)
      })
      await Promise.race([loop, graceOver])
      clearTimeout(timer)
      const left = [...inHand.values()]
      for (const { abort } of left) abort.abort()
      await releaseJobs(
        boss,
        queue,
        left.map(({ job }) => job),
      ).catch(onError)
      await Promise.allSettled([running, loop])
    },
  }
}
