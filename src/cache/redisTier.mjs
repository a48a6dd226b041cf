// @ts-check
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { createClient } from 'redis'

import { redactedUrl } from './cacheSettings.mjs'
import { createOutageLog } from './outageLog.mjs'

/** A slow Redis must not hold a page for long: past this a read is a miss. */
const COMMAND_TIMEOUT_MS = 500
/** Keys deleted per round trip when the whole tier is cleared. */
const CLEAR_BATCH = 1000

/**
 * The shared tier: Next cache entries in Redis (the established `redis-strings` handler of
 * @fortedigital/nextjs-cache-handler). Keys carry the build id, so a new deployment never serves
 * pages that reference an old build's scripts. Expiring and clearing are done by one process per
 * build, the leader of src/cache/invalidation/tagExpiryListener.ts; every process reads and writes.
 *
 * While Redis is down: reads and writes are skipped (the local tier serves); tags expired in the
 * meantime, or a clear, are kept and done as soon as it is back.
 *
 * @param {{
 *   url: string,
 *   keyPrefix: string,
 *   buildId: string,
 *   warn: (line: string) => void,
 *   info: (line: string) => void,
 * }} options
 */
export function createRedisTier({ url, keyPrefix, buildId, warn, info }) {
  const socket = {
    connectTimeout: 1000,
    /** @param {number} retries */
    reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000),
  }
  const client = createClient({ url, disableOfflineQueue: true, socket })
  const outage = createOutageLog({ name: `Redis ${redactedUrl(url)}`, warn, info })
  const buildPrefix = `${keyPrefix}:${buildId}:`
  const handler = createRedisHandler({
    // The handler is typed against the client without modules; ours carries redis' defaults.
    client: /** @type {Parameters<typeof createRedisHandler>[0]['client']} */ (
      /** @type {unknown} */ (client)
    ),
    keyPrefix: buildPrefix,
    timeoutMs: COMMAND_TIMEOUT_MS,
  })
  /** Tags expired while Redis was unreachable. */
  const pendingTags = new Set()
  /** A clear asked for while Redis was unreachable (it covers every pending tag too). */
  let pendingClear = false

  /** Deletes every key of this build: entries and the handler's tag bookkeeping. */
  async function clearBuildKeys() {
    for await (const keys of client.scanIterator({
      MATCH: `${buildPrefix}*`,
      COUNT: CLEAR_BATCH,
    })) {
      if (keys.length > 0) await client.unlink(keys)
    }
  }

  async function catchUp() {
    try {
      if (pendingClear) {
        await clearBuildKeys()
        pendingClear = false
        pendingTags.clear()
      }
      for (const tag of [...pendingTags]) {
        await handler.revalidateTag(tag)
        pendingTags.delete(tag)
      }
    } catch (error) {
      outage.down(error)
    }
  }

  client.on('error', outage.down)
  client.on('ready', () => {
    outage.up()
    void catchUp()
  })
  client.connect().catch(outage.down)

  return {
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
    /** Deletes the entries carrying a tag, now or as soon as Redis is back. @param {string} tag */
    async expireTag(tag) {
      if (pendingClear) return
      if (!client.isReady) {
        pendingTags.add(tag)
        return
      }
      try {
        await handler.revalidateTag(tag)
      } catch (error) {
        pendingTags.add(tag)
        outage.down(error)
      }
    },
    /** Deletes every entry of this build, now or as soon as Redis is back. */
    async clear() {
      pendingClear = true
      if (client.isReady) await catchUp()
    },
  }
}
