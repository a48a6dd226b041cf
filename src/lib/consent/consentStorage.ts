/** The visitor's cookie choice, stored with the date it was made (browser only). */
export const CONSENT_STORAGE_KEY = 'cookie-consent'
export const CONSENT_CHANGE_EVENT = 'cookie-consent-change'

export type ConsentChoice = {
  /** Measurement (tag manager, Google Analytics). */
  analytics: boolean
  /** Advertising and third-party embeds (video, booking, news widget). */
  marketing: boolean
  /** ISO date and time of the choice. */
  date: string
}

export function parseConsent(raw: string | null): ConsentChoice | null {
  if (!raw) return null
  try {
    const value: unknown = JSON.parse(raw)
    if (
      value &&
      typeof value === 'object' &&
      'analytics' in value &&
      typeof value.analytics === 'boolean' &&
      'marketing' in value &&
      typeof value.marketing === 'boolean' &&
      'date' in value &&
      typeof value.date === 'string' &&
      !Number.isNaN(Date.parse(value.date))
    ) {
      return { analytics: value.analytics, marketing: value.marketing, date: value.date }
    }
  } catch {
    // unreadable: ask again
  }
  return null
}

export function readConsent(): ConsentChoice | null {
  try {
    return parseConsent(window.localStorage.getItem(CONSENT_STORAGE_KEY))
  } catch {
    return null
  }
}

export function saveConsent(choice: Omit<ConsentChoice, 'date'>, now = new Date()): ConsentChoice {
  const stored: ConsentChoice = { ...choice, date: now.toISOString() }
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(stored))
  } catch {
    // storage blocked: the choice holds for this page only
  }
  window.dispatchEvent(new CustomEvent(CONSENT_CHANGE_EVENT, { detail: stored }))
  return stored
}
