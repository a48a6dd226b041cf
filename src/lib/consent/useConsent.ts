'use client'

import { useSyncExternalStore } from 'react'

import { CONSENT_CHANGE_EVENT, type ConsentChoice, readConsent } from './consentStorage'

let snapshot: ConsentChoice | null | undefined

function subscribe(onChange: () => void) {
  const handler = () => {
    snapshot = readConsent()
    onChange()
  }
  window.addEventListener(CONSENT_CHANGE_EVENT, handler)
  window.addEventListener('storage', handler)
  return () => {
    window.removeEventListener(CONSENT_CHANGE_EVENT, handler)
    window.removeEventListener('storage', handler)
  }
}

/** For third-party embeds: render the embed only when this returns true. */
export function useConsent(category: 'analytics' | 'marketing'): boolean {
  return useSyncExternalStore(
    subscribe,
    () => {
      if (snapshot === undefined) snapshot = readConsent()
      return snapshot?.[category] ?? false
    },
    () => false,
  )
}
