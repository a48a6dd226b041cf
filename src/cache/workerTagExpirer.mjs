// @ts-check
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { parseCacheSettings } from './cacheSettings.mjs'
import { createHttpCachePurger } from './httpCachePurger.mjs'
import { createRedisTier } from './redisTier.mjs'
import { createTagExpirer } from './tagExpirer.mjs'

/**
 * The tag expiry of a process without Next (the worker role): it keeps no copies of its own, and
 * when it leads (src/cache/invalidation/tagExpiryListener.ts) it expires the shared tiers as the cache
 * handler would: Redis under the deployed build's keys, and a ban in the HTTP cache.
 * @param {{ cwd?: string, warn: (line: string) => void, info: (line: string) => void }} options
 * @returns {import('./tagExpirer.mjs').TagExpirer}
 */
export function createWorkerTagExpirer({ cwd = process.cwd(), warn, info }) {
  const settings = parseCacheSettings(process.env)
  const buildId = buildIdIn(cwd)
  const remote = settings.REDIS_URL
    ? createRedisTier({
        url: settings.REDIS_URL,
        keyPrefix: settings.REDIS_KEY_PREFIX,
        buildId,
        warn,
        info,
      })
    : null
  return createTagExpirer({
    sharedTierName: `${settings.REDIS_KEY_PREFIX}:${buildId}`,
    local: null,
    remote,
    purger: createHttpCachePurger({ urls: settings.HTTP_CACHE_PURGE_URLS, warn }),
  })
}

/** The build the web replicas serve (`next build` writes it); `development` as Next's own default. @param {string} cwd */
function buildIdIn(cwd) {
  try {
    return readFileSync(path.join(cwd, '.next', 'BUILD_ID'), 'utf8').trim()
  } catch {
    return 'development'
  }
}
