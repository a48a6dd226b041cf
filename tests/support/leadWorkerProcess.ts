/**
 * Background work in a process of its own, so that a test can kill it mid-delivery (SIGKILL) the
 * way a replica dies. Options come as JSON in LEAD_WORKER_OPTIONS; prints `ready` once it works.
 */
import { startBackgroundWork } from '@/worker/backgroundWork'

// As the worker's entry (server/worker.ts) does: reporting on when SENTRY_DSN is set.
await (await import('@/worker/workerErrorReporting')).startWorkerErrorReporting()
await startBackgroundWork(JSON.parse(process.env.LEAD_WORKER_OPTIONS ?? '{}'))
console.log('ready')
