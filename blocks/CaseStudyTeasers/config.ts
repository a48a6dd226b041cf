import type { Block } from 'payload'

/** Three case studies chosen by slug; title, client and logo come from the provider. */
export const CaseStudyTeasersBlockConfig: Block = {
  slug: 'caseStudyTeasers',
  interfaceName: 'CaseStudyTeasersBlock',
  labels: {
    singular: { cs: 'Případové studie', en: 'Case-study teasers' },
    plural: { cs: 'Případové studie', en: 'Case-study teasers' },
  },
  fields: [
    { name: 'heading', type: 'text', label: { cs: 'Nadpis sekce', en: 'Section heading' } },
    {
      name: 'caseStudies',
      type: 'array',
      // The generated index name would exceed PostgreSQL's 63-character limit.
      dbName: 'case_study_slugs',
      required: true,
      minRows: 1,
      maxRows: 3,
      label: { cs: 'Studie (adresa studie u poskytovatele)', en: 'Case studies (slug)' },
      labels: {
        singular: { cs: 'Studie', en: 'Case study' },
        plural: { cs: 'Studie', en: 'Case studies' },
      },
      fields: [
        {
          name: 'slug',
          type: 'text',
          required: true,
          label: { cs: 'Slug', en: 'Slug' },
          validate: (value: string | null | undefined) =>
            /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value ?? '') ||
            'Malá písmena bez diakritiky, číslice a pomlčky (např. czech-point).',
        },
      ],
    },
    {
      name: 'linkText',
      type: 'text',
      label: { cs: 'Text odkazu na všechny studie', en: 'All link text' },
    },
  ],
}
