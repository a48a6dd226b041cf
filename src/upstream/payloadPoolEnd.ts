import type pg from 'pg'
import type { Payload } from 'payload'

import { postgresAdapterOf } from '@/lib/db/postgresAdapter'

/**
 * Closing Payload's PostgreSQL pool. Payload's own `destroy()` leaves the pool open
 * (@payloadcms/drizzle 3.90.2 `destroy.js` only drops its references), and pg's `pool.end()`
 * cannot be awaited on it: @payloadcms/db-postgres 3.90.2 `connect.js` (`connectWithReconnect`)
 * checks one client out of the pool when it connects and never gives it back (it only listens for
 * that client's errors), and `end()` resolves only once every client is back. So the pool is
 * ended with pg's public API and its own events, and what is awaited is every other client:
 * the idle ones close at once (with PostgreSQL's goodbye), the ones answering a query close as
 * soon as they are released. The held one closes with the process; it has no pool listener, so
 * a database that stops after that is no error here (Payload's listener on it ignores it).
 *
 * `heldAtInit` counts the clients Payload holds when it has just connected (called from
 * `onInit`, before anything else queries). tests/int/upstream/payloadPoolEnd.test.ts fails when
 * Payload stops holding one: then this file can go, for a plain `pool.end()`.
 */
export function payloadPoolCloser(payload: Payload): () => Promise<void> {
  const pool = postgresAdapterOf(payload).pool as pg.Pool | undefined
  if (!pool) return async () => {}
  const heldAtInit = heldClients(pool)
  return () => endPoolExcept(pool, heldAtInit)
}

/** Clients checked out of `pool` at this moment. */
export const heldClients = (pool: pg.Pool): number => pool.totalCount - pool.idleCount

/**
 * Ends `pool` and resolves once all its clients but `heldByPayload` (checked out, never to come
 * back) have closed.
 */
export async function endPoolExcept(pool: pg.Pool, heldByPayload: number): Promise<void> {
  if (pool.ending) return
  let toClose = pool.totalCount - heldByPayload
  const closed = new Promise<void>((resolve) => {
    if (toClose <= 0) return resolve()
    const onRemove = () => {
      if (--toClose > 0) return
      pool.off('remove', onRemove)
      resolve()
    }
    pool.on('remove', onRemove)
  })
  // Settles only when Payload's held client is back: never, in 3.90.2.
  pool.end().catch(() => {})
  await closed
}
