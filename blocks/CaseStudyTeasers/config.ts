import type { Block } from 'payload'
import { label } from '@/fields/label'
import { rowLabel } from '@/fields/rowLabel'
import { headingField } from '../shared/sectionFields'
import { caseStudySlugsTableName } from './slugsTableName'

/** Three case studies chosen by slug; title, client and logo come from the provider. */
export const CaseStudyTeasersBlockConfig: Block = {
  slug: 'caseStudyTeasers',
  interfaceName: 'CaseStudyTeasersBlock',
  labels: {
    singular: label('Případové studie', 'Case-study teasers'),
    plural: label('Případové studie', 'Case-study teasers'),
  },
  fields: [
    headingField(),
    {
      name: 'caseStudies',
      type: 'array',
      dbName: caseStudySlugsTableName,
      required: true,
      minRows: 1,
      maxRows: 3,
      label: label('Studie (adresa studie u poskytovatele)', 'Case studies (slug)'),
      labels: {
        singular: label('studii', 'case study'),
        plural: label('Studie', 'Case studies'),
      },
      admin: { components: rowLabel },
      fields: [
        {
          name: 'slug',
          type: 'text',
          required: true,
          label: label('Slug', 'Slug'),
          validate: (value: string | null | undefined) =>
            /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value ?? '') ||
            'Malá písmena bez diakritiky, číslice a pomlčky (např. czech-point).',
        },
      ],
    },
    {
      name: 'linkText',
      type: 'text',
      label: label('Text odkazu na všechny studie', 'All link text'),
    },
  ],
}
