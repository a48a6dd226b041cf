import type PgBoss from 'pg-boss'

export type QueueLoop = {
  /** Finishes the jobs in hand, then stops fetching. */
  stop: () => Promise<void>
}

type QueueLoopOptions<Data> = {
  boss: PgBoss
  queue: string
  batchSize: number
  pollMs: number
  /** Resolves when the job is done (whatever it did); throws when it could not be done. */
  handle: (data: Data) => Promise<unknown>
  onError: (error: unknown) => void
}

/**
 * Takes jobs of one queue with pg-boss's `fetch` (each job goes to one worker: FOR UPDATE SKIP
 * LOCKED, and a job whose worker died comes back after its expiry) and completes or fails each
 * one as it ends. Written out instead of `boss.work()` so that a completion that cannot reach the
 * database (during an outage) is awaited and reported rather than left as an unhandled rejection,
 * and so that a full batch is followed by the next fetch at once.
 */
export function startQueueLoop<Data extends object>(options: QueueLoopOptions<Data>): QueueLoop {
  const { boss, queue, batchSize, pollMs, handle, onError } = options
  let stopping = false
  let wakeUp: (() => void) | null = null

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

  const runJob = async (job: PgBoss.Job<Data>) => {
    try {
      await handle(job.data)
      await boss.complete(queue, job.id)
    } catch (error) {
      onError(error)
      // Unreachable database: the job stays active and comes back after its expiry.
      await boss
        .fail(queue, job.id, { message: error instanceof Error ? error.message : String(error) })
        .catch(() => {})
    }
  }

  const loop = (async () => {
    while (!stopping) {
      let fetched = 0
      try {
        const jobs = await boss.fetch<Data>(queue, { batchSize })
        fetched = jobs?.length ?? 0
        if (jobs?.length) await Promise.all(jobs.map(runJob))
      } catch (error) {
        onError(error)
      }
      // A full batch suggests more are waiting: fetch again at once.
      if (fetched < batchSize) await pause()
    }
  })()

  return {
    stop: async () => {
      stopping = true
      wakeUp?.()
      await loop
    },
  }
}
