/**
 * The worker role: every background task of the site — lead delivery, retention, lead alerts, the
 * backup monitor (src/worker/) and, through Payload's own job runner started by Payload's init,
 * scheduled publishing — and it serves nothing. `npm run build` bundles this file into
 * `.next/standalone/worker.js`, which the image runs with plain node as PID 1
 * (docker-compose.yml `worker`); `npm run worker` runs it on the host (scripts/worker.ts).
 *
 * Environment: what src/lib/env.ts parses; DATABASE_URL and PAYLOAD_SECRET are required.
 *
 * SIGTERM/SIGINT: stops claiming, lets jobs in hand finish within WORKER_STOP_MS, releases the
 * rest, stops pg-boss and closes its pools, then Payload, then exits 0.
 */
export {}

process.env.PROCESS_ROLE = 'worker'
// First: whatever fails from here on is reported (only with SENTRY_DSN).
await (await import('@/worker/workerErrorReporting')).startWorkerErrorReporting()

// Imported after the role is set: the configuration reads it when it is evaluated.
const { default: config } = await import('@payload-config')
const { getPayload } = await import('payload')
const { keepBackgroundWorkRunning } = await import('@/worker/backgroundWork')
const { throttledReporter } = await import('@/worker/throttledReporter')
const { workerPool } = await import('@/queue/queueDatabase')
const { runShutdownTasks } = await import('@/lib/shutdown/shutdownTasks')
const { env } = await import('@/lib/env')
const { lowerWorkerPriority } = await import('@/worker/workerPriority')

lowerWorkerPriority(env().WORKER_NICE)
const work = keepBackgroundWorkRunning()
// Its retries wait on unref'd timers (they must not hold a web process open): this process lives
// until it is told to stop, whether or not the database is there.
const keepAlive = setInterval(() => {}, 60_000)

type Payload = Awaited<ReturnType<typeof getPayload>>
let payload: Payload | undefined
let stopping = false
const reportPayload = throttledReporter('[worker] Payload did not start, retrying: ')
// Payload's init starts its job runner (scheduled publishing). It is called only once the
// database answers: a failed connect in Payload 3.90 also rejects a promise nobody awaits
// (the adapter's `initializing`), which would end the process. Retried with backoff.
void (async () => {
  for (let delayMs = 2000; !stopping; delayMs = Math.min(delayMs * 2, 60_000)) {
    try {
      await workerPool().query('SELECT 1')
      // cron: true starts Payload's job runner here (scheduled publishing, payload.config.ts).
      payload = await getPayload({ config, cron: true })
      return
    } catch (error) {
      reportPayload(error)
      await new Promise((resolve) => setTimeout(resolve, delayMs).unref())
    }
  }
})()

async function stop(signal: NodeJS.Signals) {
  if (stopping) return
  stopping = true
  console.info(`[worker] ${signal}: stopping`)
  // The queue's stop, and what registered itself (the scheduled-publishing runner's lock).
  await Promise.all([work.stop(), runShutdownTasks(env().WORKER_STOP_MS + 2000)])
  await payload?.destroy()
  clearInterval(keepAlive)
  console.info('[worker] stopped')
  process.exit(0)
}
// `on`, not `once`: a terminal's Ctrl+C reaches the whole process group and a parent passes it on
// too (npm run worker), and a second signal must not end the stop half-way.
process.on('SIGTERM', () => void stop('SIGTERM'))
process.on('SIGINT', () => void stop('SIGINT'))
console.info('[worker] running (PROCESS_ROLE=worker)')
