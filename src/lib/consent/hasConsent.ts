import { CONSENT_CHANGE_EVENT, CONSENT_STORAGE_KEY, readConsent } from './consentStorage'

/** Whether the visitor allowed analytics (browser only; no stored choice means no). */
export function hasAnalyticsConsent(): boolean {
  if (typeof window === 'undefined') return false
  return readConsent()?.analytics ?? false
}

/** Calls `listener` whenever the visitor changes the choice; returns the unsubscribe function. */
export function onConsentChange(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === CONSENT_STORAGE_KEY) listener()
  }
  window.addEventListener(CONSENT_CHANGE_EVENT, listener)
  window.addEventListener('storage', onStorage)
  return () => {
    window.removeEventListener(CONSENT_CHANGE_EVENT, listener)
    window.removeEventListener('storage', onStorage)
  }
}
