import { z } from 'zod/mini'

import { SESSION_EXPIRED_MESSAGE } from '@/provider/errors'

import type { KeyValueStorage } from './persistedState'

/**
 * Spec 4/8: after a 401/403 the expiry message must reach the customer even when the guards then
 * send them on (cart without a product → step one) or the page is reloaded on the way. It waits
 * here until a page that stays has shown it, then it is gone: shown once.
 */
export const SESSION_EXPIRY_NOTICE_KEY = 'sessionExpiredNotice'

// only the spec's message is ever stored; anything else under the key is dropped
const storedNoticeSchema = z.literal(SESSION_EXPIRED_MESSAGE)

export function rememberSessionExpiry(storage: KeyValueStorage): void {
  storage.setItem(SESSION_EXPIRY_NOTICE_KEY, SESSION_EXPIRED_MESSAGE)
}

/** The waiting message, removed as it is handed out: the caller is the one that shows it. */
export function takeSessionExpiry(storage: KeyValueStorage): string | null {
  const stored = storage.getItem(SESSION_EXPIRY_NOTICE_KEY)
  if (stored === null) return null
  storage.removeItem(SESSION_EXPIRY_NOTICE_KEY)
  const parsed = storedNoticeSchema.safeParse(stored)
  return parsed.success ? parsed.data : null
}

/** A new login makes the message moot. */
export function forgetSessionExpiry(storage: KeyValueStorage): void {
  storage.removeItem(SESSION_EXPIRY_NOTICE_KEY)
}

const memoryFallback = new Map<string, string>()
const inMemory: KeyValueStorage = {
  getItem: (key) => memoryFallback.get(key) ?? null,
  setItem: (key, value) => void memoryFallback.set(key, value),
  removeItem: (key) => void memoryFallback.delete(key),
}

/**
 * sessionStorage (this tab only: another tab has its own story); where it is blocked, memory,
 * which still carries the message across the client-side redirects of one page load.
 */
export function sessionExpiryStorage(): KeyValueStorage {
  try {
    if (typeof window !== 'undefined' && window.sessionStorage) return window.sessionStorage
  } catch {
    // blocked storage (privacy settings) throws on access
  }
  return inMemory
}
