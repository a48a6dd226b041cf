import pg from 'pg'
import type { Payload } from 'payload'

import { registeredTagExpirer, type TagExpirer } from '@/cache/tagExpirer.mjs'
import { createWorkerTagExpirer } from '@/cache/workerTagExpirer.mjs'
import { postgresAdapterOf } from '@/lib/db/postgresAdapter'
import { env } from '@/lib/env'
import { existingProcessGlobal, setProcessGlobal } from '@/lib/processGlobals'
import { onShutdown } from '@/lib/shutdown/shutdownTasks'

import { parseBusMessage } from './busMessage'
import { notifyExpiredTagObservers } from './expiredTagObservers'
import { EXPIRED_TAGS_CHANNEL } from './expireTags'
import { createSharedTierLeader } from './sharedTierLeader'

const RECONNECT_MS = 2000
/** How long a stop waits for the shared work in hand (a successor would redo it by clearing). */
const STOP_WAIT_MS = 2000
/**
 * The server's keepalive on this connection (seconds): when a leader's host vanishes without
 * closing it, PostgreSQL ends the session, and frees the leader's lock, after about 5 + 2 × 3.
 */
const KEEPALIVE_SQL =
  'SET tcp_keepalives_idle = 5; SET tcp_keepalives_interval = 2; SET tcp_keepalives_count = 3'

let workerExpirer: TagExpirer | undefined

/**
 * This process's expirer: Next's cache handler in a process that serves pages (it registers
 * itself when Next creates it; until then this process keeps no copies and does not lead), the
 * shared tiers alone in the worker role, none elsewhere (migrations, scripts, tests that register
 * none): such a process neither drops nor leads.
 */
function processExpirer(payload: Payload): TagExpirer | undefined {
  const registered = registeredTagExpirer()
  if (registered || env().PROCESS_ROLE !== 'worker') return registered
  workerExpirer ??= createWorkerTagExpirer({
    warn: (line) => payload.logger.warn(line),
    info: (line) => payload.logger.info(line),
  })
  return workerExpirer
}

/**
 * The one cache-invalidation bus. Listens, on a connection of its own, for the tags expired by
 * committed saves of any process (expireTags.ts). Every process drops its own in-memory copies of
 * them; the one process of the build that holds the leader's lock on this same connection also
 * expires them in the shared tier and bans the HTTP cache (sharedTierLeader.ts); when a new
 * leader has cleared the shared tier, the processes of its build drop every copy. After a lost
 * connection it reconnects and drops every in-memory copy, since expiries sent meanwhile were
 * missed. Started from `onInit`.
 */
export function listenForExpiredTags(payload: Payload): void {
  // One listener per process, whichever bundle or Payload instance starts it first. `next build`
  // renders nothing from the database and may run where none is reachable.
  if (
    existingProcessGlobal('cache.tagExpiryListenerStarted') ||
    process.env.NEXT_PHASE === 'phase-production-build'
  )
    return
  setProcessGlobal('cache.tagExpiryListenerStarted', true)
  const leader = createSharedTierLeader({
    channel: EXPIRED_TAGS_CHANNEL,
    expirer: () => processExpirer(payload),
    log: { info: (line) => payload.logger.info(line), error: (line) => payload.logger.error(line) },
  })
  let reconnecting = false
  let connectedBefore = false
  let stopped = false
  let current: pg.Client | undefined
  onShutdown('cache: expired-tag listener', async () => {
    stopped = true
    await Promise.race([
      leader.settled(),
      new Promise((resolve) => setTimeout(resolve, STOP_WAIT_MS).unref()),
    ])
    await current?.end().catch(() => {})
  })

  const connect = async () => {
    if (stopped) return
    const client = new pg.Client(postgresAdapterOf(payload).poolOptions)
    current = client
    const retry = (error?: Error) => {
      leader.lost(client)
      if (reconnecting || stopped) return
      reconnecting = true
      if (error)
        payload.logger.warn(`[cache] listening for expired tags interrupted: ${error.message}`)
      void client.end().catch(() => {})
      setTimeout(() => {
        reconnecting = false
        void connect()
      }, RECONNECT_MS).unref()
    }
    client.on('error', retry)
    client.on('end', () => retry())
    client.on('notification', ({ channel, payload: message }) => {
      const busMessage = channel === EXPIRED_TAGS_CHANNEL ? parseBusMessage(message) : null
      if (!busMessage) return
      const expirer = processExpirer(payload)
      if ('clearedSharedTier' in busMessage) {
        if (busMessage.clearedSharedTier === expirer?.sharedTierName) expirer.dropAllLocalCopies()
        return
      }
      notifyExpiredTagObservers(busMessage.tags)
      expirer?.dropLocalCopies(busMessage.tags)
      leader.expire(client, busMessage.tags)
    })
    try {
      await client.connect()
      await client.query(KEEPALIVE_SQL)
      await client.query(`LISTEN ${EXPIRED_TAGS_CHANNEL}`)
      if (connectedBefore) processExpirer(payload)?.dropAllLocalCopies()
      connectedBefore = true
      leader.contend(client)
    } catch (error) {
      retry(error instanceof Error ? error : new Error(String(error)))
    }
  }
  void connect()
}
