import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { postgresAdapterOf } from '@/lib/db/postgresAdapter'

/** The channel every process listens on for expired tags (tagExpiryListener.ts). */
export const EXPIRED_TAGS_CHANNEL = 'site602_expired_cache_tags'

/**
 * Expires cache tags once the save that changed their content has committed, in every process.
 *
 * Payload has no after-commit hook, and an `afterChange` hook runs inside the save's transaction:
 * a tag expired there lets a render that starts before the commit read the old row and cache it
 * again, as fresh, until the next save. So the hook sends a PostgreSQL NOTIFY on the save's own
 * transaction: PostgreSQL delivers it only at COMMIT (and drops it on rollback), to every process
 * listening, this one included. Each one then expires the tags in its own cache (its memory, Redis,
 * the HTTP cache; tagExpiryListener.ts). No timer, no polling, and a rolled-back save expires
 * nothing.
 *
 * The listener never runs inside a request, so nothing here needs to tell a request from a
 * background run (a publish by the job runner, a script): Next's `revalidateTag` is not used, the
 * expiry goes through our own cache handler (src/cache/tagExpirer.mjs) wherever it runs.
 *
 * The transaction is reached through the adapter's `sessions` (the Drizzle transaction Payload
 * keeps for `req.transactionID`, the documented way to run SQL in it); without one (a save with
 * transactions off) the write has already committed and the NOTIFY goes out at once.
 */
export async function expireTagsAfterCommit(
  req: PayloadRequest,
  tags: Iterable<string>,
): Promise<void> {
  const unique = [...new Set(tags)]
  if (unique.length === 0) return
  const adapter = postgresAdapterOf(req.payload)
  const transactionID = req.transactionID ? await req.transactionID : undefined
  const db = (transactionID !== undefined && adapter.sessions[transactionID]?.db) || adapter.drizzle
  await db.execute(sql`SELECT pg_notify(${EXPIRED_TAGS_CHANNEL}, ${JSON.stringify(unique)})`)
}
