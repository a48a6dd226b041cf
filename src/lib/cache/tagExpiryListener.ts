import pg from 'pg'
import type { Payload } from 'payload'

import { registeredTagExpirer, type TagExpirer } from '@/cache/tagExpirer.mjs'
import { createWorkerTagExpirer } from '@/cache/workerTagExpirer.mjs'
import { postgresAdapterOf } from '@/lib/db/postgresAdapter'
import { existingProcessGlobal, setProcessGlobal } from '@/lib/processGlobals'
import { onShutdown } from '@/lib/shutdown/shutdownTasks'

import { notifyExpiredTagObservers } from './expiredTagObservers'
import { EXPIRED_TAGS_CHANNEL } from './expireTags'

const RECONNECT_MS = 2000
let workerExpirer: TagExpirer | undefined

/**
 * This process's expiry: Next's cache handler when this is a Next server (it registers itself),
 * otherwise the shared tiers built from src/cache (a worker process; tests and scripts, where
 * none is configured, expire nothing).
 */
function expirer(payload: Payload): TagExpirer {
  const registered = registeredTagExpirer()
  if (registered) return registered
  workerExpirer ??= createWorkerTagExpirer({
    warn: (line) => payload.logger.warn(line),
    info: (line) => payload.logger.info(line),
  })
  return workerExpirer
}

function parseTags(message: string | undefined): string[] {
  try {
    const parsed: unknown = JSON.parse(message ?? '')
    return Array.isArray(parsed) ? parsed.filter((tag) => typeof tag === 'string') : []
  } catch {
    return []
  }
}

/**
 * Listens, on a connection of its own, for the tags expired by committed saves of any process
 * (expireTags.ts) and expires them here. After a lost connection it reconnects and drops this
 * process's in-memory copies, since expiries sent meanwhile were missed. Started from `onInit`.
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
  let reconnecting = false
  let connectedBefore = false
  let stopped = false
  let current: pg.Client | undefined
  onShutdown('cache: naslouchání vypršelým značkám', async () => {
    stopped = true
    await current?.end().catch(() => {})
  })

  const connect = async () => {
    if (stopped) return
    const client = new pg.Client(postgresAdapterOf(payload).poolOptions)
    current = client
    const retry = (error?: Error) => {
      if (reconnecting || stopped) return
      reconnecting = true
      if (error)
        payload.logger.warn(`[cache] Naslouchání vypršelým značkám přerušeno: ${error.message}`)
      void client.end().catch(() => {})
      setTimeout(() => {
        reconnecting = false
        void connect()
      }, RECONNECT_MS).unref()
    }
    client.on('error', retry)
    client.on('end', () => retry())
    client.on('notification', ({ channel, payload: message }) => {
      if (channel !== EXPIRED_TAGS_CHANNEL) return
      const tags = parseTags(message)
      if (tags.length === 0) return
      notifyExpiredTagObservers(tags)
      expirer(payload)
        .expireTags(tags)
        .catch((error: unknown) =>
          payload.logger.error(
            `[cache] Značky ${tags.join(', ')} nevypršely: ${error instanceof Error ? error.message : String(error)}`,
          ),
        )
    })
    try {
      await client.connect()
      await client.query(`LISTEN ${EXPIRED_TAGS_CHANNEL}`)
      if (connectedBefore) expirer(payload).dropLocalCopies()
      connectedBefore = true
    } catch (error) {
      retry(error instanceof Error ? error : new Error(String(error)))
    }
  }
  void connect()
}
