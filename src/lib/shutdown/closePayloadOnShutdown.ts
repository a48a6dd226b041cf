import type { Payload } from 'payload'

import { payloadPoolCloser } from '@/upstream/payloadPoolEnd'

import { onShutdown } from './shutdownTasks'

/**
 * Payload's part of a stop, registered from `onInit` (payload.config.ts) in every process that
 * starts Payload: once the work that still queries has stopped (the scheduled-publishing runner's
 * lock, background work, listeners), Payload's crons — its job runner — stop and its pool closes.
 * The HTTP server (server/drain.ts) and the worker (scripts/worker.ts) run it with the other
 * shutdown tasks, before `npm run dev`/`npm start` stop the embedded database
 * (scripts/lib/serve.ts).
 */
export function closePayloadOnShutdown(payload: Payload): void {
  // Now, before anything else queries: it counts the clients Payload holds itself.
  const closePool = payloadPoolCloser(payload)
  onShutdown(
    'Payload',
    async () => {
      await payload.destroy()
      await closePool()
    },
    'connections',
  )
}
