import type pg from 'pg'

import type { TagExpirer } from '@/cache/tagExpirer.mjs'
import { errorLine } from '@/lib/logging/errorLine'

import { clearedSharedTierMessage } from './busMessage'

/** How often a process that does not lead asks for the lock: a successor's delay at most. */
export const LEAD_ATTEMPT_MS = 1000

/** Logged by a new leader once it has cleared the shared tier (the topology harness waits for it). */
export const TOOK_OVER_LOG = 'took over the shared cache and cleared it'

type Log = { info: (line: string) => void; error: (line: string) => void }

/** The lock of one build's shared tier (its Redis keys and the HTTP cache's bans). */
export const leaderLockName = (sharedTierName: string) =>
  `site602:cache-shared-tier:${sharedTierName}`

/**
 * Which process does the shared part of a tag expiry. Every process hears each expiry
 * (tagExpiryListener.ts) and drops its own in-memory copies; the shared tier (Redis) and the HTTP
 * cache are expired by exactly one of them, the leader: the process whose listening connection
 * holds a PostgreSQL session advisory lock named after its build's shared tier. Processes of
 * another build (a rolling deployment) have keys of their own and elect their own leader.
 * `npm start`, `npm run dev` and a single worker lead alone; without Redis the leader only bans.
 *
 * The lock lives as long as the leader's listening connection. When the leader dies, PostgreSQL
 * frees it (at once when the process's socket closes; when its host vanishes, once the server's
 * keepalive gives up, set on that connection by the listener) and another process takes it
 * within LEAD_ATTEMPT_MS. Guarantee: no expiry is lost when a leader dies between a notification
 * and its work, because a new leader cannot know what its predecessor left undone and therefore
 * first clears its build's whole shared tier and bans the HTTP cache, then says so on the bus:
 * every process of the build drops its in-memory copies too, since one that started meanwhile
 * may have read an entry nobody had expired (the others refuse shared entries older than the
 * expiries they heard: `outdates` in src/cache/localTier.mjs). The price is one more render of
 * each page after a change of leader (a restart or deploy of the leading process).
 */
export function createSharedTierLeader({
  channel,
  expirer,
  log,
  attemptMs = LEAD_ATTEMPT_MS,
}: {
  /** The bus (EXPIRED_TAGS_CHANNEL). */
  channel: string
  /** This process's expirer; none yet (Next has not created its cache handler) or ever. */
  expirer: () => TagExpirer | undefined
  log: Log
  attemptMs?: number
}) {
  let connection: pg.Client | null = null
  let leading = false
  let attempting = false
  let timer: NodeJS.Timeout | undefined
  /** The shared work runs one task at a time, in the order the expiries came. */
  let work: Promise<void> = Promise.resolve()
  const pendingTags = new Set<string>()
  let batchQueued = false

  const enqueue = (what: string, task: () => Promise<void>) => {
    work = work
      .then(task)
      .catch((error: unknown) => log.error(`[cache] ${what}: ${errorLine(error)}`))
  }

  async function attempt(client: pg.Client) {
    const current = expirer()
    if (leading || attempting || !current || client !== connection) return
    attempting = true
    try {
      const { rows } = await client.query<{ taken: boolean }>(
        'SELECT pg_try_advisory_lock(hashtext($1)) AS taken',
        [leaderLockName(current.sharedTierName)],
      )
      if (!rows[0]?.taken || client !== connection) return
      leading = true
      enqueue('shared cache not cleared', async () => {
        await current.clearShared()
        await client.query('SELECT pg_notify($1, $2)', [
          channel,
          clearedSharedTierMessage(current.sharedTierName),
        ])
        log.info(`[cache] this process ${TOOK_OVER_LOG} (${current.sharedTierName})`)
      })
    } finally {
      attempting = false
    }
  }

  return {
    /** A connection that now listens: leads on it as soon as the lock is free. */
    contend(client: pg.Client) {
      connection = client
      leading = false
      clearInterval(timer)
      const tick = () => void attempt(client).catch(() => {})
      tick()
      timer = setInterval(tick, attemptMs)
      timer.unref()
    },
    /** That connection is gone, and the lock with it. */
    lost(client: pg.Client) {
      if (client !== connection) return
      connection = null
      leading = false
      clearInterval(timer)
    },
    /** Tags heard on `client`: their shared part, when this process leads. */
    expire(client: pg.Client, tags: string[]) {
      if (!leading || client !== connection) return
      for (const tag of tags) pendingTags.add(tag)
      if (batchQueued) return
      batchQueued = true
      // The notifications of one commit arrive together: they make one batch and one ban.
      enqueue('tags not expired in the shared cache', async () => {
        batchQueued = false
        const batch = [...pendingTags]
        pendingTags.clear()
        await expirer()?.expireShared(batch)
      })
    },
    leads: () => leading,
    /** Resolves once the shared work in hand is done. */
    settled: () => work,
  }
}

export type SharedTierLeader = ReturnType<typeof createSharedTierLeader>
