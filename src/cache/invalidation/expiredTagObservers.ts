import { processGlobal } from '@/lib/processGlobals'

export type ExpiredTagObserver = (tags: string[]) => void
type Observer = ExpiredTagObserver

/** One set per process, whichever bundle registers or notifies first. */
const observers = (): Set<Observer> =>
  processGlobal('cache.expiredTagObservers', () => new Set<Observer>())

/**
 * Calls `observer` with the tags of every expiry this process hears (tagExpiryListener.ts), after
 * the commit that expired them; e.g. the search sync follows expired provider data. Returns the
 * unsubscribe.
 */
export function observeExpiredTags(observer: Observer): () => void {
  observers().add(observer)
  return () => observers().delete(observer)
}

/** Tells every observer; an observer's failure is its own (it never stops the expiry). */
export function notifyExpiredTagObservers(tags: string[]): void {
  for (const observer of observers()) {
    try {
      observer(tags)
    } catch {
      // observers report their own failures
    }
  }
}
