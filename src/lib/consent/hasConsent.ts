/**
 * Contract with the cookie-consent banner (built separately; reconcile there):
 * - the choice is stored in localStorage under `cookieConsent` as JSON
 *   `{ "analytics": boolean, "date": "<ISO date>" }`;
 * - after every change the banner dispatches `new Event('cookie-consent-changed')` on `window`.
 * Anything missing or malformed means "no consent".
 */
export const consentStorageKey = 'cookieConsent'
export const consentChangedEvent = 'cookie-consent-changed'

export function hasAnalyticsConsent(): boolean {
  if (typeof window === 'undefined') return false
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(consentStorageKey) ?? 'null')
    return (
      typeof stored === 'object' &&
      stored !== null &&
      (stored as { analytics?: unknown }).analytics === true
    )
  } catch {
    return false
  }
}

/** Calls `listener` whenever the visitor changes the choice; returns the unsubscribe function. */
export function onConsentChange(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === consentStorageKey) listener()
  }
  window.addEventListener(consentChangedEvent, listener)
  window.addEventListener('storage', onStorage)
  return () => {
    window.removeEventListener(consentChangedEvent, listener)
    window.removeEventListener('storage', onStorage)
  }
}
