import { publishedEntries } from '../shared/publishedEntries'
import { label, languageLabel } from '@/fields/label'

export const EMPLOYMENT_TYPES = [
  { value: 'full-time', label: label('Plný úvazek', 'Full time') },
  { value: 'part-time', label: label('Částečný úvazek', 'Part time') },
  { value: 'contract', label: label('Spolupráce na IČO', 'Contract') },
  { value: 'internship', label: label('Stáž', 'Internship') },
] as const

/** Job openings (/kariera): the provider API has none, so HR writes them here. */
export const JobPostings = publishedEntries({
  slug: 'job-postings',
  labels: {
    singular: languageLabel('Pracovní pozice', 'Job posting'),
    plural: languageLabel('Kariéra', 'Job postings'),
  },
  defaultColumns: ['title', 'location', '_status', 'updatedAt'],
  titleLabel: label('Název pozice', 'Title'),
  publishedAtLabel: label('Zveřejněno', 'Published'),
  fields: [
    {
      name: 'location',
      type: 'text',
      required: true,
      label: label('Místo výkonu práce', 'Location'),
    },
    {
      name: 'employmentType',
      type: 'select',
      required: true,
      defaultValue: 'full-time',
      options: EMPLOYMENT_TYPES.map((option) => ({ ...option })),
      label: label('Typ úvazku', 'Employment type'),
    },
    {
      name: 'remote',
      type: 'checkbox',
      defaultValue: false,
      label: label('Možnost práce z domova', 'Remote possible'),
    },
    {
      name: 'perex',
      type: 'textarea',
      required: true,
      label: label('Krátký popis (i pro vyhledávače)', 'Summary'),
    },
    { name: 'content', type: 'richText', label: label('Popis pozice', 'Description') },
    {
      name: 'contactEmail',
      type: 'email',
      label: label('Kam poslat životopis', 'Apply to'),
      admin: {
        description: label(
          'Prázdné = e-mail pro uchazeče z Nastavení webu → Kontakty a odkazy.',
          'Empty = the careers e-mail of the site settings.',
        ),
      },
    },
  ],
})
