import type { CollectionConfig } from 'payload'

import { isStaff } from '@/access/isStaff'
import { publishedOrStaff } from '@/access/publishedOrStaff'

import { revalidateSitePaths } from '../shared/revalidateSitePaths'
import { slugField } from '../shared/slugField'

const revalidate = revalidateSitePaths('/pro-media')

/** Press releases (/pro-media): the provider API has none, so marketers write them here. */
export const PressReleases: CollectionConfig = {
  slug: 'press-releases',
  labels: {
    singular: { cs: 'Tisková zpráva', en: 'Press release' },
    plural: { cs: 'Tiskové zprávy', en: 'Press releases' },
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'publishedAt', '_status', 'updatedAt'],
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
  defaultSort: '-publishedAt',
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
  fields: [
    { name: 'title', type: 'text', required: true, label: { cs: 'Nadpis', en: 'Title' } },
    slugField,
    {
      name: 'publishedAt',
      type: 'date',
      required: true,
      index: true,
      label: { cs: 'Datum vydání', en: 'Published' },
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly' } },
    },
    {
      name: 'perex',
      type: 'textarea',
      required: true,
      label: { cs: 'Perex (i popis pro vyhledávače)', en: 'Summary (also the meta description)' },
    },
    { name: 'content', type: 'richText', label: { cs: 'Text zprávy', en: 'Content' } },
  ],
}
