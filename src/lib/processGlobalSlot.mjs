// @ts-check
/**
 * The storage under src/lib/processGlobals.ts (read that module; use it, not this one): one slot
 * per name on globalThis, under a symbol of the process-wide registry, so every copy of a module
 * (Next gives each bundle its own) finds the same value. Plain JavaScript because Next's cache
 * handler (src/cache/) runs as it is, outside any bundle, and registers itself here too.
 */
const PREFIX = 'site602.'

/** @param {string} name */
const keyOf = (name) => Symbol.for(PREFIX + name)

/** @type {Record<symbol, unknown>} */
const slots = /** @type {any} */ (globalThis)

/**
 * @param {string} name
 * @returns {unknown}
 */
export function readSlot(name) {
  return slots[keyOf(name)]
}

/**
 * @param {string} name
 * @param {unknown} value
 */
export function writeSlot(name, value) {
  slots[keyOf(name)] = value
}

/** @param {string} name */
export function clearSlot(name) {
  delete slots[keyOf(name)]
}
