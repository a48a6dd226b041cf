// @ts-check
import { isNotFoundPage } from './localTier.mjs'

/**
 * @typedef {import('@fortedigital/nextjs-cache-handler/cache-handler.types').Handler} Handler
 * @typedef {ReturnType<typeof import('./localTier.mjs').createLocalTier>} LocalTier
 * @typedef {ReturnType<typeof import('./redisTier.mjs').createRedisTier>} RemoteTier
 * @typedef {ReturnType<typeof import('./httpCachePurger.mjs').createHttpCachePurger>} Purger
 */

/**
 * Next keeps each page's lifetime in the memory of the process that rendered it and, without
 * one, treats an entry as stale after a second. An entry read from Redis by another replica
 * therefore carries its lifetime with it (`lifespan` is what the CacheHandler stored).
 * @param {import('@fortedigital/nextjs-cache-handler/cache-handler.types').CacheHandlerValue} entry
 */
function withCacheControl(entry) {
  if (entry.cacheControl || !entry.lifespan) return entry
  return {
    ...entry,
    cacheControl: { revalidate: entry.lifespan.revalidate ?? false, expire: undefined },
  }
}

/**
 * One handler over two tiers: the bounded in-process LRU answers hot pages without a network
 * round trip; Redis (when configured) is what every replica shares. 404 pages stay local only.
 * An entry of the shared tier older than an expiry this process has heard of is a miss.
 *
 * The site expires tags through PostgreSQL (src/cache/invalidation/tagExpiryListener.ts drives the tiers
 * through src/cache/tagExpirer.mjs); `revalidateTag` is Next's own call (revalidateTag(),
 * revalidatePath()), which the site does not make: it expires the tag in this process's memory,
 * the shared tier and the HTTP cache.
 * @param {{ local: LocalTier, remote: RemoteTier | null, purger: Purger }} tiers
 * @returns {Handler}
 */
export function createTieredHandler({ local, remote, purger }) {
  return {
    name: 'site-tiered',
    async get(key, meta) {
      const hit = local.get(key)
      if (hit) return hit
      const shared = remote ? await remote.get(key, meta) : null
      if (!shared || local.outdates(shared, meta.implicitTags)) return null
      const entry = withCacheControl(shared)
      local.set(key, entry)
      return entry
    },
    async set(key, entry, ctx) {
      local.set(key, entry)
      if (remote && !isNotFoundPage(entry)) await remote.set(key, entry, ctx)
    },
    async revalidateTag(tag) {
      local.expireTag(tag)
      if (remote) await remote.expireTag(tag)
      purger.request()
    },
    async delete(key) {
      local.delete(key)
      if (remote) await remote.delete(key)
    },
  }
}
