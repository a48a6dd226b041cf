// @ts-check
/**
 * What expires cache tags in this process, whoever asks. Next creates our cache handler on its
 * own (nextCacheHandler.mjs, outside the app bundle), so the handler registers its expiry as the
 * process global `cache.tagExpirer` (src/lib/processGlobals.ts; this plain-JavaScript module
 * reaches the same slot through processGlobalSlot.mjs): the app's code (a separate bundle) finds
 * it there, in a request or outside one, without reaching into Next.
 *
 * @typedef {{
 *   expireTags: (tags: string[]) => Promise<void>,
 *   dropLocalCopies: () => void,
 * }} TagExpirer
 */
import { readSlot, writeSlot } from '../lib/processGlobalSlot.mjs'

/** @type {import('../lib/processGlobals').ProcessGlobalName} */
const NAME = 'cache.tagExpirer'

/** @param {TagExpirer} expirer */
export function registerTagExpirer(expirer) {
  writeSlot(NAME, expirer)
}

/** @returns {TagExpirer | undefined} */
export function registeredTagExpirer() {
  return /** @type {TagExpirer | undefined} */ (readSlot(NAME))
}
