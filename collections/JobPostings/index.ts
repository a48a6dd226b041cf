import { publishedEntries } from '../shared/publishedEntries'

export const EMPLOYMENT_TYPES = [
  { value: 'full-time', label: { cs: 'Plný úvazek', en: 'Full time' } },
  { value: 'part-time', label: { cs: 'Částečný úvazek', en: 'Part time' } },
  { value: 'contract', label: { cs: 'Spolupráce na IČO', en: 'Contract' } },
  { value: 'internship', label: { cs: 'Stáž', en: 'Internship' } },
] as const

/** Job openings (/kariera): the provider API has none, so HR writes them here. */
export const JobPostings = publishedEntries({
  slug: 'job-postings',
  labels: {
    singular: { cs: 'Pracovní pozice', en: 'Job posting' },
    plural: { cs: 'Kariéra', en: 'Job postings' },
  },
  defaultColumns: ['title', 'location', '_status', 'updatedAt'],
  titleLabel: { cs: 'Název pozice', en: 'Title' },
  publishedAtLabel: { cs: 'Zveřejněno', en: 'Published' },
  fields: [
    {
      name: 'location',
      type: 'text',
      required: true,
      label: { cs: 'Místo výkonu práce', en: 'Location' },
    },
    {
      name: 'employmentType',
      type: 'select',
      required: true,
      defaultValue: 'full-time',
      options: EMPLOYMENT_TYPES.map((option) => ({ ...option })),
      label: { cs: 'Typ úvazku', en: 'Employment type' },
    },
    {
      name: 'remote',
      type: 'checkbox',
      defaultValue: false,
      label: { cs: 'Možnost práce z domova', en: 'Remote possible' },
    },
    {
      name: 'perex',
      type: 'textarea',
      required: true,
      label: { cs: 'Krátký popis (i pro vyhledávače)', en: 'Summary' },
    },
    { name: 'content', type: 'richText', label: { cs: 'Popis pozice', en: 'Description' } },
    {
      name: 'contactEmail',
      type: 'email',
      label: { cs: 'Kam poslat životopis', en: 'Apply to' },
      admin: {
        description: {
          cs: 'Prázdné = e-mail pro uchazeče z Nastavení webu → Kontakty a odkazy.',
          en: 'Empty = the careers e-mail of the site settings.',
        },
      },
    },
  ],
})
