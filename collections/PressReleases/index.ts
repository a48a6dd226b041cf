import { publishedEntries } from '../shared/publishedEntries'
import { label, languageLabel } from '@/fields/label'

/** Press releases (/pro-media): the provider API has none, so marketers write them here. */
export const PressReleases = publishedEntries({
  slug: 'press-releases',
  labels: {
    singular: languageLabel('Tisková zpráva', 'Press release'),
    plural: languageLabel('Tiskové zprávy', 'Press releases'),
  },
  defaultColumns: ['title', 'publishedAt', '_status', 'updatedAt'],
  titleLabel: label('Nadpis', 'Title'),
  publishedAtLabel: label('Datum vydání', 'Published'),
  fields: [
    {
      name: 'perex',
      type: 'textarea',
      required: true,
      label: label('Perex (i popis pro vyhledávače)', 'Summary (also the meta description)'),
    },
    { name: 'content', type: 'richText', label: label('Text zprávy', 'Content') },
  ],
})
