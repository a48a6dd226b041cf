// @ts-check
/**
 * What expires cache tags in this process, whoever asks. Next creates our cache handler on its
 * own (nextCacheHandler.mjs, outside the app bundle), so the handler registers its expiry here,
 * under our own key on globalThis: the app's code (a separate bundle) finds it there, in a
 * request or outside one, without reaching into Next.
 *
 * @typedef {{
 *   expireTags: (tags: string[]) => Promise<void>,
 *   dropLocalCopies: () => void,
 * }} TagExpirer
 */
const KEY = Symbol.for('site602.cache.tagExpirer')

/** @param {TagExpirer} expirer */
export function registerTagExpirer(expirer) {
  ;/** @type {Record<symbol, TagExpirer | undefined>} */ (globalThis)[KEY] = expirer
}

/** @returns {TagExpirer | undefined} */
export function registeredTagExpirer() {
  return /** @type {Record<symbol, TagExpirer | undefined>} */ (globalThis)[KEY]
}
