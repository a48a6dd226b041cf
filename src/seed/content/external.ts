import { loginSeed, siteSettingsSeed } from '../siteSettings'

/** Addresses outside this site that menus, footer and pages link to (each opens in a new tab). */
export const external = {
  onlineSigning: siteSettingsSeed.signingSiteUrl,
  sofaApp: loginSeed.sofaApp.url,
} as const
