import type { ConsentChoice } from './consentStorage'

type ConsentState = 'granted' | 'denied'

/** gtag() pushes its `arguments` object: the tag manager ignores plain arrays for commands. */
function gtag(..._args: unknown[]): void {
  window.dataLayer ??= []
  // eslint-disable-next-line prefer-rest-params
  window.dataLayer.push(arguments)
}

const state = (granted: boolean): ConsentState => (granted ? 'granted' : 'denied')

/** Google Consent Mode v2: everything denied until the visitor chooses. */
export function pushConsentDefaults(): void {
  gtag('consent', 'default', {
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'denied',
    functionality_storage: 'granted',
    security_storage: 'granted',
    wait_for_update: 500,
  })
}

export function pushConsentUpdate(choice: ConsentChoice): void {
  gtag('consent', 'update', {
    ad_storage: state(choice.marketing),
    ad_user_data: state(choice.marketing),
    ad_personalization: state(choice.marketing),
    analytics_storage: state(choice.analytics),
  })
}
