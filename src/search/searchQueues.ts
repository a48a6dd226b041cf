import { providerCacheTags } from '@/cache/cacheTags'

/** The provider sync of the search index (syncProviderSearchIndex.ts): cron and on demand. */
export const SEARCH_SYNC_QUEUE = 'search-sync'
/** Every hour: search-log days older than the retention removed (searchQueryLog.ts). */
export const SEARCH_LOG_RETENTION_QUEUE = 'search-log-retention'

/**
 * pg-boss cron of a sync every `minutes`: `*\/N` minutes below an hour, whole hours above
 * (rounded), so the interval is kept within the cron's resolution.
 */
export function searchSyncCron(minutes: number): string {
  if (minutes < 60) return `*/${Math.max(1, Math.round(minutes))} * * * *`
  const hours = Math.min(24, Math.max(1, Math.round(minutes / 60)))
  return hours >= 24 ? '0 3 * * *' : `0 */${hours} * * *`
}

const PROVIDER_TAGS = new Set<string>(Object.values(providerCacheTags))

/** Whether expired tags name provider data (then the index follows at once). */
export const namesProviderData = (tags: readonly string[]): boolean =>
  tags.some((tag) => PROVIDER_TAGS.has(tag))
