import type { CollectionConfig } from 'payload'

import { isStaff } from '@/access/isStaff'
import { publishedOrStaff } from '@/access/publishedOrStaff'

/**
 * Every content route of the site. `path` is the URL path without the leading slash
 * ('' is the homepage), so nested routes such as `sofa/funkce/oblibene-polozky` work as one value.
 */
export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: {
    singular: { cs: 'Stránka', en: 'Page' },
    plural: { cs: 'Stránky', en: 'Pages' },
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'path', '_status', 'updatedAt'],
    group: { cs: 'Obsah', en: 'Content' },
  },
  access: {
    read: publishedOrStaff,
    create: isStaff,
    update: isStaff,
    delete: isStaff,
    readVersions: isStaff,
  },
  versions: {
    drafts: { autosave: { interval: 800 }, schedulePublish: false },
    maxPerDoc: 30,
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      label: { cs: 'Nadpis', en: 'Title' },
    },
    {
      name: 'path',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: { cs: 'Cesta (URL bez úvodního lomítka)', en: 'Path (URL without leading slash)' },
      validate: (value: string | null | undefined) =>
        value === 'home' || /^[a-z0-9-]+(\/[a-zA-Z0-9-]+)*$/.test(value ?? '')
          ? true
          : 'Použijte malá písmena bez diakritiky, číslice, pomlčky a lomítka (např. sofa/funkce).',
      admin: { position: 'sidebar' },
    },
    {
      name: 'content',
      type: 'richText',
      label: { cs: 'Obsah', en: 'Content' },
    },
  ],
}
