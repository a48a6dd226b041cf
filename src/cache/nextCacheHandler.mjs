// @ts-check
/**
 * Next's cache handler (`cacheHandler` in next.config.ts): ISR pages and `unstable_cache` data.
 * Plain JavaScript because Next imports it at run time as it is. With REDIS_URL the cache is
 * shared by every replica; without it (development, a single instance) it stays in this
 * process's memory, bounded by CACHE_MEMORY_MB.
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'

import { parseCacheSettings } from './cacheSettings.mjs'
import { createHttpCachePurger } from './httpCachePurger.mjs'
import { createLocalTier } from './localTier.mjs'
import { createRedisTier } from './redisTier.mjs'
import { registerTagExpirer } from './tagExpirer.mjs'
import { createTieredHandler } from './tieredHandler.mjs'

const BUILD_PHASE = 'phase-production-build'

CacheHandler.onCreation(({ buildId }) => {
  const settings = parseCacheSettings(process.env)
  const local = createLocalTier({
    maxBytes: settings.CACHE_MEMORY_MB * 1024 * 1024,
    maxNotFound: settings.CACHE_NOT_FOUND_ENTRIES,
  })
  const log = { warn: console.warn, info: console.info }
  // The build renders nothing that must be shared, and may run where no Redis is reachable.
  const remote =
    settings.REDIS_URL && process.env.NEXT_PHASE !== BUILD_PHASE
      ? createRedisTier({
          url: settings.REDIS_URL,
          keyPrefix: settings.REDIS_KEY_PREFIX,
          buildId: buildId ?? 'development',
          // a tag expired by another replica, or null: messages may have been missed
          onInvalidation: (tag) => (tag ? local.expireTag(tag) : local.clear()),
          ...log,
        })
      : null
  const purger = createHttpCachePurger({ urls: settings.HTTP_CACHE_PURGE_URLS, warn: log.warn })
  const handler = createTieredHandler({ local, remote, purger })
  // The app expires tags through this handler too, outside requests (tagExpirer.mjs).
  registerTagExpirer({
    expireTags: async (tags) => {
      for (const tag of tags) await handler.revalidateTag(tag)
    },
    dropLocalCopies: () => local.clear(),
  })
  return { handlers: [handler] }
})

export default CacheHandler
