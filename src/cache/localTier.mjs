// @ts-check
import { LRUCache } from 'lru-cache'

/**
 * @typedef {import('@fortedigital/nextjs-cache-handler/cache-handler.types').CacheHandlerValue} CacheHandlerValue
 */

/** @param {Buffer | string | null | undefined} data */
const byteLength = (data) => (data ? data.length : 0)

/**
 * Rough size of an entry in bytes, as Next's own memory cache estimates it: the HTML, the RSC
 * payload and its segments for a page, the JSON for cached data.
 * @param {CacheHandlerValue} entry
 */
export function entrySize(entry) {
  const value = /** @type {Record<string, any> | null} */ (entry.value)
  if (!value) return 100
  switch (value.kind) {
    case 'APP_PAGE': {
      let size = byteLength(value.html) + byteLength(value.rscData)
      for (const [segment, data] of value.segmentData ?? []) size += segment.length + data.length
      return Math.max(size, 1)
    }
    case 'APP_ROUTE':
      return Math.max(byteLength(value.body), 1)
    case 'FETCH':
      return Math.max(JSON.stringify(value.data ?? '').length, 1)
    default:
      return Math.max(JSON.stringify(value).length, 1)
  }
}

/** Next's prefix of the tags it derives from paths (revalidatePath). */
const IMPLICIT_TAG_PREFIX = '_N_T_'
/** How many expired tags a process remembers with the time it heard of them (the newest). */
const REMEMBERED_EXPIRIES = 10_000

/** A page that answered 404: junk URLs produce these, so they never share room with real pages. */
/** @param {CacheHandlerValue} entry */
export function isNotFoundPage(entry) {
  const value = /** @type {Record<string, any> | null} */ (entry.value)
  return value?.kind === 'APP_PAGE' && value.status === 404
}

/**
 * The in-process tier: a size-bounded LRU for pages and data, and a separate small one for 404
 * pages, so that a flood of unknown URLs can neither grow memory nor evict the pages people read.
 * Entries keep their Buffers: a hit costs a map lookup, no parsing.
 * @param {{ maxBytes: number, maxNotFound: number }} limits
 */
export function createLocalTier({ maxBytes, maxNotFound }) {
  /** @type {LRUCache<string, CacheHandlerValue>} */
  const pages = new LRUCache({
    maxSize: maxBytes,
    // One entry may take at most a quarter of the budget; anything larger is not kept locally.
    maxEntrySize: Math.floor(maxBytes / 4),
    sizeCalculation: (entry, key) => key.length + entrySize(entry),
  })
  /** @type {LRUCache<string, CacheHandlerValue>} */
  const notFound = new LRUCache({ max: maxNotFound })
  /** When this process dropped the copies of each tag, in ms. */
  /** @type {LRUCache<string, number>} */
  const expiredAt = new LRUCache({ max: REMEMBERED_EXPIRIES })

  return {
    /** @param {string} key */
    get: (key) => pages.get(key) ?? notFound.get(key) ?? null,
    /** @param {string} key @param {CacheHandlerValue} entry */
    set(key, entry) {
      if (isNotFoundPage(entry)) {
        pages.delete(key)
        notFound.set(key, entry)
      } else {
        notFound.delete(key)
        pages.set(key, entry)
      }
    },
    /** @param {string} key */
    delete(key) {
      pages.delete(key)
      notFound.delete(key)
    },
    clear() {
      pages.clear()
      notFound.clear()
    },
    /**
     * Drops the entries that carry a tag, as Next's own cache would. A path tag (revalidatePath)
     * is also checked against the implicit tags Next passes when reading, not stored with data
     * entries: those drop everything, and they are rare.
     * @param {string} tag
     */
    expireTag(tag) {
      expiredAt.set(tag, Date.now())
      if (tag.startsWith(IMPLICIT_TAG_PREFIX)) {
        pages.clear()
        notFound.clear()
        return
      }
      for (const cache of [pages, notFound]) {
        const tagged = [...cache.entries()].filter(([, entry]) => entry.tags?.includes(tag))
        for (const [key] of tagged) cache.delete(key)
      }
    },
    /**
     * Whether an entry read from the shared tier carries a tag this process dropped after the
     * entry was stored. Every process drops its copies when it hears an expiry, but one process
     * expires the shared tier, a moment later (src/cache/invalidation/tagExpiryListener.ts): in between,
     * the shared tier must not hand the old page back to be kept here again.
     * @param {CacheHandlerValue} entry
     * @param {readonly string[]} implicitTags
     */
    outdates(entry, implicitTags) {
      for (const tag of [...(entry.tags ?? []), ...implicitTags]) {
        const droppedAt = expiredAt.get(tag)
        if (droppedAt !== undefined && droppedAt >= entry.lastModified) return true
      }
      return false
    },
    stats: () => ({ entries: pages.size, bytes: pages.calculatedSize, notFound: notFound.size }),
  }
}
