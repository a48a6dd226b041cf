import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isStaff } from '@/access/isStaff'
import { label, languageLabel } from '@/fields/label'
import { linkField } from '@/fields/link'
import { sitePathOf } from '@/lib/routes/safeSitePath'

import { revalidateRedirects, revalidateRedirectsOnDelete } from './hooks/revalidateRedirects'

const OLD_PATH = /^\/(?!\/)[^\s?#]*[^\s?#/]$/

/**
 * Old addresses that now live elsewhere. A redirect applies only where no page exists, so it can
 * never hide a published page.
 */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  labels: {
    singular: languageLabel('Přesměrování', 'Redirect'),
    plural: languageLabel('Přesměrování', 'Redirects'),
  },
  admin: {
    useAsTitle: 'from',
    defaultColumns: ['from', 'to', 'type', 'updatedAt'],
    group: label('Nastavení webu', 'Site settings'),
  },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  hooks: {
    afterChange: [revalidateRedirects],
    afterDelete: [revalidateRedirectsOnDelete],
  },
  fields: [
    {
      name: 'from',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: label('Stará cesta', 'Old path'),
      admin: { description: label('Např. /sofa-news-50', 'E.g. /sofa-news-50') },
      validate: (value: string | null | undefined) =>
        OLD_PATH.test(value ?? '') && sitePathOf(value) !== null
          ? true
          : 'Cesta začíná lomítkem, nekončí jím a neobsahuje mezery, ? ani #.',
    },
    linkField({ name: 'to', withLabel: false, label: label('Nový cíl', 'New target') }),
    {
      name: 'type',
      type: 'select',
      defaultValue: 'permanent',
      label: label('Druh', 'Type'),
      options: [
        { label: label('Trvalé (308)', 'Permanent (308)'), value: 'permanent' },
        { label: label('Dočasné (307)', 'Temporary (307)'), value: 'temporary' },
      ],
      admin: {
        description: label(
          'Trvalé přesměrování předá vyhledávačům hodnocení staré adresy (jako 301).',
          'A permanent redirect passes the old address’s ranking on (like a 301).',
        ),
      },
    },
  ],
}
