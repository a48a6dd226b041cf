import type { CacheWrapper } from '@/cache/cacheWrapper'

/**
 * An in-memory stand-in for Next's `unstable_cache`: one entry per key parts and arguments,
 * stored as JSON like Next stores it, failures not stored, and `expire(tag)` dropping every entry
 * that carries the tag (what `revalidateTag` does inside Next).
 */
export function taggedCache() {
  const entries = new Map<string, { value: string; tags: string[] }>()

  const cache: CacheWrapper =
    (load, keyParts, options) =>
    async (...args) => {
      const key = JSON.stringify([keyParts, args])
      const hit = entries.get(key)
      if (hit) return JSON.parse(hit.value)
      const value = await load(...args)
      entries.set(key, { value: JSON.stringify(value), tags: options.tags })
      return value
    }

  function expire(tag: string): void {
    for (const [key, entry] of entries) if (entry.tags.includes(tag)) entries.delete(key)
  }

  /** Key parts of the stored entries, e.g. `['page-by-path']`, with their arguments. */
  function keys(): string[] {
    return [...entries.keys()]
  }

  return { cache, expire, keys, size: () => entries.size }
}
