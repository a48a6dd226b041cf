// @ts-check
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { createClient } from 'redis'

import { redactedUrl } from './cacheSettings.mjs'
import { createOutageLog } from './outageLog.mjs'

/** Every replica listens here for tags expired by another one. */
const INVALIDATION_CHANNEL = 'site602:cache-invalidations'
/** A slow Redis must not hold a page for long: past this a read is a miss. */
const COMMAND_TIMEOUT_MS = 500

/**
 * The shared tier: Next cache entries in Redis (the established `redis-strings` handler of
 * @fortedigital/nextjs-cache-handler), plus the pub/sub channel that tells every replica to drop
 * its local copies of whatever carries a tag when any replica expires it. Keys carry the build id, so a new deployment
 * never serves pages that reference an old build's scripts.
 *
 * While Redis is down: reads and writes are skipped (the local tier serves), tags expired in the
 * meantime are kept and replayed when it is back, and every replica clears its local tier on
 * reconnect because it may have missed messages.
 *
 * @param {{
 *   url: string,
 *   keyPrefix: string,
 *   buildId: string,
 *   onInvalidation: (tag: string | null) => void,
 *   warn: (line: string) => void,
 *   info: (line: string) => void,
 * }} options
 */
export function createRedisTier({ url, keyPrefix, buildId, onInvalidation, warn, info }) {
  const socket = {
    connectTimeout: 1000,
    /** @param {number} retries */
    reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000),
  }
  const client = createClient({ url, disableOfflineQueue: true, socket })
  const subscriber = createClient({ url, disableOfflineQueue: true, socket })
  const outage = createOutageLog({ name: `Redis ${redactedUrl(url)}`, warn, info })
  const handler = createRedisHandler({
    // The handler is typed against the client without modules; ours carries redis' defaults.
    client: /** @type {Parameters<typeof createRedisHandler>[0]['client']} */ (
      /** @type {unknown} */ (client)
    ),
    keyPrefix: `${keyPrefix}:${buildId}:`,
    timeoutMs: COMMAND_TIMEOUT_MS,
  })
  /** Tags expired while Redis was unreachable. */
  const pendingTags = new Set()

  /** @param {string} tag */
  async function expireAndAnnounce(tag) {
    await handler.revalidateTag(tag)
    await client.publish(INVALIDATION_CHANNEL, JSON.stringify({ tag, buildId }))
  }

  async function replayPendingTags() {
    for (const tag of [...pendingTags]) {
      try {
        await expireAndAnnounce(tag)
        pendingTags.delete(tag)
      } catch (error) {
        outage.down(error)
        return
      }
    }
  }

  /** @param {string} message */
  function onMessage(message) {
    /** @type {{ tag?: unknown, buildId?: unknown }} */
    let announced = {}
    try {
      announced = JSON.parse(message)
    } catch {
      // A foreign message on our channel: dropping every local copy is the safe answer.
    }
    const tag = typeof announced.tag === 'string' ? announced.tag : null
    onInvalidation(tag)
    // During a rolling deployment the other build keeps its own keys: expire ours too.
    if (tag && announced.buildId !== buildId && client.isReady) {
      handler.revalidateTag(tag).catch(outage.down)
    }
  }

  client.on('error', outage.down)
  // The command connection reports outages; the subscriber fails and recovers with it.
  subscriber.on('error', () => {})
  client.on('ready', () => {
    outage.up()
    void replayPendingTags()
  })
  // Also on reconnect: messages sent while this replica was disconnected are lost.
  subscriber.on('ready', () => onInvalidation(null))
  client.connect().catch(outage.down)
  subscriber
    .connect()
    .then(() => subscriber.subscribe(INVALIDATION_CHANNEL, onMessage))
    .catch(outage.down)

  return {
    isReady: () => client.isReady,
    /** @type {typeof handler.get} */
    async get(key, meta) {
      if (!client.isReady) return null
      try {
        return await handler.get(key, meta)
      } catch (error) {
        outage.down(error)
        return null
      }
    },
    /** @type {typeof handler.set} */
    async set(key, entry, ctx) {
      if (!client.isReady) return
      try {
        await handler.set(key, entry, ctx)
      } catch (error) {
        outage.down(error)
      }
    },
    /** @param {string} key */
    async delete(key) {
      if (!client.isReady) return
      await handler.delete?.(key).catch(outage.down)
    },
    /** Expires a tag for every replica, now or as soon as Redis is back. @param {string} tag */
    async expireTag(tag) {
      if (!client.isReady) {
        pendingTags.add(tag)
        return
      }
      try {
        await expireAndAnnounce(tag)
      } catch (error) {
        pendingTags.add(tag)
        outage.down(error)
      }
    },
    async close() {
      await Promise.allSettled([client.close(), subscriber.close()])
    },
  }
}
