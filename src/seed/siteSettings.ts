import type { Payload } from 'payload'

import type { SiteSetting } from '@/payload-types'

type SiteSettingsData = Omit<SiteSetting, 'id' | 'updatedAt' | 'createdAt'>

/** Log-in pages of the main app and the identity service (footer; also linked from page texts). */
export const loginSeed = {
  sofaApp: { label: 'Přihlášení do Sofy', url: 'https://app.sofa.cz' },
  identity: { label: 'Účet 602 ID', url: 'https://id.software602.cz' },
} as const

/**
 * The one set of company contacts and service addresses the seed uses everywhere (site settings,
 * menu links, page texts). The booking address and the news-widget id are placeholders: see the
 * docs/content.md, "Demo content to replace before launch".
 */
export const siteSettingsSeed = {
  phone: '+420 222 011 602',
  generalEmail: 'info@software602.cz',
  salesEmail: 'obchod@software602.cz',
  mediaEmail: 'media@software602.cz',
  careersEmail: 'kariera@software602.cz',
  signingSiteUrl: 'https://podpis.software602.cz',
  bookingUrl: 'https://calendly.com/software602/konzultace-30-minut',
  loginLinks: [{ ...loginSeed.sofaApp }, { ...loginSeed.identity }],
  socials: [
    { network: 'linkedin', url: 'https://www.linkedin.com/company/software602' },
    { network: 'facebook', url: 'https://www.facebook.com/Software602' },
    { network: 'youtube', url: 'https://www.youtube.com/@Software602' },
  ],
  newsWidgetId: '00000000-0000-0000-0000-000000000602',
} satisfies SiteSettingsData

/** Written only while the settings are still empty (never over an edit). */
export async function seedSiteSettings(payload: Payload): Promise<void> {
  const current = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    overrideAccess: true,
  })
  if (current.phone) return
  await payload.updateGlobal({
    slug: 'site-settings',
    data: siteSettingsSeed,
    depth: 0,
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
}
