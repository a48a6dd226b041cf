/**
 * `npm run worker`: the worker role. Runs every background task of the site — lead delivery,
 * retention, lead alerts, the backup monitor (src/worker/) and, through Payload's own job runner
 * started by Payload's init, scheduled publishing — and serves nothing. Needs DATABASE_URL, or
 * uses the embedded database like the other scripts (scripts/lib/stack.ts).
 *
 * SIGTERM/SIGINT: stops claiming, lets jobs in hand finish within WORKER_STOP_MS, releases the
 * rest, stops pg-boss and closes its pools, then Payload, then exits 0.
 */
import { prepareStack } from './lib/stack'

process.env.PROCESS_ROLE = 'worker'
const stack = await prepareStack({
  dev: process.env.NODE_ENV !== 'production',
  withProvider: false,
})
// Before the configuration and env() are read: they take the stack's database and secret.
Object.assign(process.env, stack.env)
await (await import('@/worker/workerErrorReporting')).startWorkerErrorReporting()

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
const reportPayload = throttledReporter('[worker] Payload se nespustil, zkouší se znovu: ')
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
  console.info(`[worker] ${signal}: zastavuje se`)
  // The queue's stop, and what registered itself (the scheduled-publishing runner's lock).
  await Promise.all([work.stop(), runShutdownTasks(env().WORKER_STOP_MS + 2000)])
  await payload?.destroy()
  await stack.stop()
  clearInterval(keepAlive)
  process.exit(0)
}
process.once('SIGTERM', () => void stop('SIGTERM'))
process.once('SIGINT', () => void stop('SIGINT'))
console.info('[worker] Běží (PROCESS_ROLE=worker)')
