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
import { createTagExpirer, registerTagExpirer } from './tagExpirer.mjs'
import { createTieredHandler } from './tieredHandler.mjs'

const BUILD_PHASE = 'phase-production-build'

CacheHandler.onCreation(({ buildId }) => {
  const settings = parseCacheSettings(process.env)
  const local = createLocalTier({
    maxBytes: settings.CACHE_MEMORY_MB * 1024 * 1024,
    maxNotFound: settings.CACHE_NOT_FOUND_ENTRIES,
  })
  const build = buildId ?? 'development'
  // The build renders nothing that must be shared, and may run where no Redis is reachable.
  const remote =
    settings.REDIS_URL && process.env.NEXT_PHASE !== BUILD_PHASE
      ? createRedisTier({
          url: settings.REDIS_URL,
          keyPrefix: settings.REDIS_KEY_PREFIX,
          buildId: build,
          warn: console.warn,
          info: console.info,
        })
      : null
  const purger = createHttpCachePurger({ urls: settings.HTTP_CACHE_PURGE_URLS, warn: console.warn })
  // The app expires tags through the same tiers, outside requests (tagExpirer.mjs).
  registerTagExpirer(
    createTagExpirer({
      sharedTierName: `${settings.REDIS_KEY_PREFIX}:${build}`,
      local,
      remote,
      purger,
    }),
  )
  return { handlers: [createTieredHandler({ local, remote, purger })] }
})

export default CacheHandler
