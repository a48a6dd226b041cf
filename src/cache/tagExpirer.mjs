// @ts-check
/**
 * What expires cache tags in this process, in the two parts the expiry bus needs
 * (src/cache/invalidation/tagExpiryListener.ts): every process drops its own in-memory copies, and one
 * process per build, the leader, expires the shared tier (Redis) and bans the HTTP cache.
 *
 * Next creates our cache handler on its own (nextCacheHandler.mjs, outside the app bundle), so the
 * handler registers its expirer as the process global `cache.tagExpirer`
 * (src/lib/processGlobals.ts; this plain-JavaScript module reaches the same slot through
 * processGlobalSlot.mjs): the app's code (a separate bundle) finds it there, without reaching into
 * Next. A process without Next (the worker role) builds one over the shared tiers alone
 * (workerTagExpirer.mjs).
 *
 * @typedef {{
 *   sharedTierName: string,
 *   dropLocalCopies: (tags: string[]) => void,
 *   dropAllLocalCopies: () => void,
 *   expireShared: (tags: string[]) => Promise<void>,
 *   clearShared: () => Promise<void>,
 * }} TagExpirer
 * `sharedTierName` names what the leader looks after (the Redis key prefix and build id): the
 * processes of one build elect one leader, those of another build (a rolling deployment) their own.
 *
 * @typedef {ReturnType<typeof import('./localTier.mjs').createLocalTier>} LocalTier
 * @typedef {ReturnType<typeof import('./redisTier.mjs').createRedisTier>} RemoteTier
 * @typedef {ReturnType<typeof import('./httpCachePurger.mjs').createHttpCachePurger>} Purger
 */
import { readSlot, writeSlot } from '../lib/processGlobalSlot.mjs'

/** @type {import('../lib/processGlobals').ProcessGlobalName} */
const NAME = 'cache.tagExpirer'

/**
 * @param {{
 *   sharedTierName: string,
 *   local: LocalTier | null,
 *   remote: RemoteTier | null,
 *   purger: Purger,
 * }} tiers
 * @returns {TagExpirer}
 */
export function createTagExpirer({ sharedTierName, local, remote, purger }) {
  return {
    sharedTierName,
    dropLocalCopies(tags) {
      for (const tag of tags) local?.expireTag(tag)
    },
    dropAllLocalCopies() {
      local?.clear()
    },
    async expireShared(tags) {
      if (remote) for (const tag of tags) await remote.expireTag(tag)
      purger.request()
    },
    async clearShared() {
      await remote?.clear()
      purger.request()
    },
  }
}

/** @param {TagExpirer} expirer */
export function registerTagExpirer(expirer) {
  writeSlot(NAME, expirer)
}

/** @returns {TagExpirer | undefined} */
export function registeredTagExpirer() {
  return /** @type {TagExpirer | undefined} */ (readSlot(NAME))
}
