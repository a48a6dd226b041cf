import { CONSENT_STORAGE_KEY } from './consentStorage'

/** Set on <html> before the cookie banner is parsed when the visitor has already chosen. */
export const CONSENT_CHOSEN_ATTRIBUTE = 'data-consent-chosen'
/** On the banner's first (server-rendered) view: the one the attribute above hides. */
export const CONSENT_PENDING_ATTRIBUTE = 'data-consent-pending'

/**
 * Runs inline, before the banner, like the info banner's script: a valid stored choice (the
 * same test as parseConsent) hides the server-rendered banner before the first paint.
 */
export function consentChosenScript(): string {
  return `try{var c=JSON.parse(localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)})||'null');if(c&&typeof c.analytics==='boolean'&&typeof c.marketing==='boolean'&&typeof c.date==='string'&&!isNaN(Date.parse(c.date)))document.documentElement.setAttribute(${JSON.stringify(CONSENT_CHOSEN_ATTRIBUTE)},'')}catch(e){}`
}
