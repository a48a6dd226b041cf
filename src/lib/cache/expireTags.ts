import { revalidateTag } from 'next/cache'

type IncrementalCache = {
  revalidateTag: (tags: string[], durations?: { expire?: number }) => Promise<void>
}

/**
 * Outside a request (a scheduled publish run by the queue worker) Next has no store to collect
 * expired tags in, and `revalidateTag` throws. Next keeps the server's incremental cache (our
 * cache handler: this replica's memory, Redis for the others, the HTTP cache purge) on
 * `globalThis.__incrementalCache` once it has served a request; tags are expired there directly.
 */
function serverCache(): IncrementalCache | undefined {
  return (globalThis as { __incrementalCache?: IncrementalCache }).__incrementalCache
}

/**
 * Whether tags can be expired outside a request: always outside Next (tests, scripts: nothing is
 * cached), inside Next once the server has served its first request (health checks do).
 */
export function canExpireOutsideRequest(): boolean {
  return process.env.NEXT_RUNTIME !== 'nodejs' || serverCache() !== undefined
}

/** Expires tags in the server's incremental cache directly, in a request or outside one. */
function expireInServerCache(tags: string[]): void {
  const cache = serverCache()
  if (!cache) {
    console.error(`[cache] Značky ${tags.join(', ')} nevypršely: server zatím nic neobsloužil`)
    return
  }
  cache
    .revalidateTag(tags, { expire: 0 })
    .catch((error: unknown) =>
      console.error(
        `[cache] Značky ${tags.join(', ')} nevypršely: ${error instanceof Error ? error.message : String(error)}`,
      ),
    )
}

const OUTSIDE_REQUEST = /static generation store missing/

/**
 * A render that read the old content before the save committed but stored its result after the
 * expiry (a slow render; or a save outside a request, where the tags expire inside the still
 * open transaction) would be served as fresh until the next save. Expiring the same tags again
 * once such renders have finished clears them.
 */
const EXPIRE_AGAIN_AFTER_MS = [1500, 6000]

/**
 * Expires tags immediately: the next request renders fresh content. `revalidateTag(tag, 'max')`
 * would serve the stale page once more, and an editor expects to see a publish right away.
 */
export function expireTags(tags: Iterable<string>): void {
  const unique = [...new Set(tags)]
  try {
    for (const tag of unique) revalidateTag(tag, { expire: 0 })
  } catch (error) {
    if (!(error instanceof Error && OUTSIDE_REQUEST.test(error.message))) throw error
  }
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  // In a request Next applies `revalidateTag` only after the response (in the background), so a
  // visitor's request right after an editor's save could still get the old page; this replica's
  // copies are dropped here, before the response.
  expireInServerCache(unique)
  for (const delay of EXPIRE_AGAIN_AFTER_MS) {
    setTimeout(() => expireInServerCache(unique), delay).unref()
  }
}
