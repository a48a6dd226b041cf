import { dataLayerClicksScript } from '@/lib/analytics/dataLayerClicksScript'
import { consentChosenScript } from '@/lib/consent/consentChosenScript'
import { consentEarlyChoiceScript } from '@/lib/consent/consentEarlyChoiceScript'

import { HIDE_CLOSED_BANNER_SCRIPT } from './infoBannerScript'
import { storedSessionScript } from './storedSessionScript'

/**
 * Every inline script of ours, as rendered: a page rendered per request allows exactly these by
 * their hashes (server/main.ts), beside Next's own scripts that carry the request's nonce
 * (src/lib/security/deploymentPolicy.ts).
 * A new inline script must be added here, or those pages block it
 * (tests/e2e/consoleClean.spec.ts reports the violation). This folder holds the scripts that run
 * before hydration and are not a feature's own (the consent and analytics ones live with those).
 */
export const inlineScripts = {
  /** The layout's: cookie banner before first paint and early clicks, analytics click counting. */
  shell: consentChosenScript() + consentEarlyChoiceScript() + dataLayerClicksScript(),
  /** The info banner's, before the banner (InfoBanner.tsx). */
  infoBanner: HIDE_CLOSED_BANNER_SCRIPT,
  /** The cart step's frame, before the login notice (CartStepSkeleton.tsx). */
  shopSession: storedSessionScript(),
} as const
