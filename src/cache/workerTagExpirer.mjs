// @ts-check
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { parseCacheSettings } from './cacheSettings.mjs'
import { createHttpCachePurger } from './httpCachePurger.mjs'
import { createRedisTier } from './redisTier.mjs'

/**
 * The tag expiry of a process without Next (the worker role): the shared tiers only, as the
 * cache handler would expire them: Redis under the deployed build's keys (announced to every
 * replica) and a ban in the HTTP cache. Web replicas also drop their own in-memory copies when
 * they get the same expiry (src/lib/cache/tagExpiryListener.ts), so without Redis nothing is lost.
 * @param {{ cwd?: string, warn: (line: string) => void, info: (line: string) => void }} options
 * @returns {import('./tagExpirer.mjs').TagExpirer}
 */
export function createWorkerTagExpirer({ cwd = process.cwd(), warn, info }) {
  const settings = parseCacheSettings(process.env)
  const remote = settings.REDIS_URL
    ? createRedisTier({
        url: settings.REDIS_URL,
        keyPrefix: settings.REDIS_KEY_PREFIX,
        buildId: buildIdIn(cwd),
        // A worker keeps no copies of its own.
        onInvalidation: () => {},
        warn,
        info,
      })
    : null
  const purger = createHttpCachePurger({ urls: settings.HTTP_CACHE_PURGE_URLS, warn })
  return {
    async expireTags(tags) {
      if (remote) for (const tag of tags) await remote.expireTag(tag)
      purger.request()
    },
    dropLocalCopies() {},
  }
}

/** The build the web replicas serve (`next build` writes it); `development` as Next's own default. @param {string} cwd */
function buildIdIn(cwd) {
  try {
    return readFileSync(path.join(cwd, '.next', 'BUILD_ID'), 'utf8').trim()
  } catch {
    return 'development'
  }
}
