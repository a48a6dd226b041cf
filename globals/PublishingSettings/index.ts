import type { GlobalConfig } from 'payload'

import { isAdminField } from '@/access/isAdmin'
import { isStaff } from '@/access/isStaff'
import { label } from '@/fields/label'

/**
 * How strict the pre-publish check is ("Kontrola před zveřejněním"). Its own global rather than a
 * field of SiteSettings: a new column there would break the content migration of an earlier
 * release that writes SiteSettings through the Local API. Staff see it; only administrators
 * change it.
 */
export const PublishingSettings: GlobalConfig = {
  slug: 'publishing-settings',
  label: label('Zveřejňování', 'Publishing'),
  admin: { group: label('Nastavení webu', 'Site settings') },
  access: { read: isStaff, update: isStaff },
  fields: [
    {
      name: 'blockPublishingOnErrors',
      type: 'checkbox',
      defaultValue: false,
      label: label(
        'Nezveřejnit stránku s chybami z kontroly před zveřejněním',
        'Refuse publishing pages with pre-publish errors',
      ),
      access: { create: isAdminField, update: isAdminField },
      admin: {
        description: label(
          'Zapnuto: stránku nebo úvodní stránku s chybou (obrázek bez alternativního textu, odkaz na neexistující či nezveřejněnou stránku) nelze zveřejnit, jen uložit jako koncept. Upozornění zveřejnění nebrání. Změnit může jen administrátor.',
          'On: a page with errors cannot be published, only saved as a draft. Warnings never block. Administrators only.',
        ),
      },
    },
  ],
}
