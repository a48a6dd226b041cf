/**
 * What travels on the invalidation bus (PostgreSQL NOTIFY, channel EXPIRED_TAGS_CHANNEL): the
 * tags a committed save expired (a JSON list, expireTags.ts), or a new leader's word that it has
 * cleared its build's shared tier (sharedTierLeader.ts), after which the processes of that build
 * drop every in-memory copy: they may have read the shared tier while nobody expired it.
 */
export type BusMessage = { tags: string[] } | { clearedSharedTier: string }

export const clearedSharedTierMessage = (sharedTierName: string): string =>
  JSON.stringify({ clearedSharedTier: sharedTierName })

/** The message, or null for anything else (nothing to do). */
export function parseBusMessage(message: string | undefined): BusMessage | null {
  let parsed: unknown
  try {
    parsed = JSON.parse(message ?? '')
  } catch {
    return null
  }
  if (Array.isArray(parsed)) {
    const tags = parsed.filter((tag): tag is string => typeof tag === 'string')
    return tags.length > 0 ? { tags } : null
  }
  const cleared = (parsed as { clearedSharedTier?: unknown } | null)?.clearedSharedTier
  return typeof cleared === 'string' ? { clearedSharedTier: cleared } : null
}
