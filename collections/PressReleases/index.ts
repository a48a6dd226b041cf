import { publishedEntries } from '../shared/publishedEntries'

/** Press releases (/pro-media): the provider API has none, so marketers write them here. */
export const PressReleases = publishedEntries({
  slug: 'press-releases',
  labels: {
    singular: { cs: 'Tisková zpráva', en: 'Press release' },
    plural: { cs: 'Tiskové zprávy', en: 'Press releases' },
  },
  defaultColumns: ['title', 'publishedAt', '_status', 'updatedAt'],
  titleLabel: { cs: 'Nadpis', en: 'Title' },
  publishedAtLabel: { cs: 'Datum vydání', en: 'Published' },
  fields: [
    {
      name: 'perex',
      type: 'textarea',
      required: true,
      label: { cs: 'Perex (i popis pro vyhledávače)', en: 'Summary (also the meta description)' },
    },
    { name: 'content', type: 'richText', label: { cs: 'Text zprávy', en: 'Content' } },
  ],
})
