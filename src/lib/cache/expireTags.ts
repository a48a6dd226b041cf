import { revalidateTag } from 'next/cache'

/**
 * Expires tags immediately: the next request renders fresh content. `revalidateTag(tag, 'max')`
 * would serve the stale page once more, and an editor expects to see a publish right away.
 */
export function expireTags(tags: Iterable<string>): void {
  for (const tag of new Set(tags)) revalidateTag(tag, { expire: 0 })
}
