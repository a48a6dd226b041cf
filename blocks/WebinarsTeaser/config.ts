import type { Block } from 'payload'
import { label } from '@/fields/label'
import { headingField } from '../shared/sectionFields'

/** The first three upcoming webinars and events from the provider (spec 9). */
export const WebinarsTeaserBlockConfig: Block = {
  slug: 'webinarsTeaser',
  interfaceName: 'WebinarsTeaserBlock',
  labels: {
    singular: label('Nejbližší webináře', 'Webinars teaser'),
    plural: label('Nejbližší webináře', 'Webinars teasers'),
  },
  fields: [
    headingField(),
    {
      name: 'linkText',
      type: 'text',
      label: label('Text odkazu na všechny akce', 'All link text'),
    },
  ],
}
