import { CONSENT_CHOSEN_ATTRIBUTE } from './consentChosenScript'
import { CONSENT_STORAGE_KEY } from './consentStorage'

/** On each button of the banner's first view: what a click on it chooses. */
export const CONSENT_CHOICE_ATTRIBUTE = 'data-consent-choice'
/** Set on <html> by the early handler: the choice (or the settings) clicked before hydration. */
export const CONSENT_EARLY_ATTRIBUTE = 'data-consent-early'
/** Set on <html> once the banner has hydrated: from then on its own handlers answer clicks. */
export const CONSENT_LIVE_ATTRIBUTE = 'data-consent-live'

/** The values of CONSENT_CHOICE_ATTRIBUTE. */
export const EARLY_CHOICES = { acceptAll: 'all', rejectAll: 'none', settings: 'settings' } as const
export type EarlyChoice = (typeof EARLY_CHOICES)[keyof typeof EARLY_CHOICES]

export function parseEarlyChoice(value: string | null): EarlyChoice | null {
  return (Object.values(EARLY_CHOICES) as string[]).includes(value ?? '')
    ? (value as EarlyChoice)
    : null
}

/**
 * Runs inline, before the banner: until the app's JavaScript has hydrated the banner (on a slow
 * phone, seconds after the first paint), its buttons have no React handler and a click would be
 * lost. This listener answers such a click at once: "accept all" or "reject all" is stored as
 * saveConsent stores it (so it holds even if the app's scripts never arrive) and the banner is
 * hidden by the same attribute as a stored choice; "settings" is noted. Either way <html> carries
 * the click, and the banner applies it when it hydrates (tag manager, consent mode, settings).
 */
export function consentEarlyChoiceScript(): string {
  const attribute = (name: string) => JSON.stringify(name)
  return `document.addEventListener('click',function(e){var h=document.documentElement;if(h.hasAttribute(${attribute(CONSENT_LIVE_ATTRIBUTE)}))return;var b=e.target instanceof Element?e.target.closest('[${CONSENT_CHOICE_ATTRIBUTE}]'):null;if(!b)return;var v=b.getAttribute(${attribute(CONSENT_CHOICE_ATTRIBUTE)});h.setAttribute(${attribute(CONSENT_EARLY_ATTRIBUTE)},v);if(v===${attribute(EARLY_CHOICES.settings)})return;var a=v===${attribute(EARLY_CHOICES.acceptAll)};try{localStorage.setItem(${attribute(CONSENT_STORAGE_KEY)},JSON.stringify({analytics:a,marketing:a,date:new Date().toISOString()}))}catch(x){}h.setAttribute(${attribute(CONSENT_CHOSEN_ATTRIBUTE)},'')});`
}
