import type { Block } from 'payload'

import { label } from '@/fields/label'
import { headingField } from '../shared/sectionFields'

/** Lists the pages of kind "news", newest first by their publication date. */
export const NewsListBlockConfig: Block = {
  slug: 'newsList',
  interfaceName: 'NewsListBlock',
  labels: {
    singular: label('Výpis novinek', 'News list'),
    plural: label('Výpisy novinek', 'News lists'),
  },
  fields: [
    headingField(),
    {
      name: 'limit',
      type: 'number',
      min: 1,
      max: 100,
      defaultValue: 20,
      required: true,
      label: label('Počet novinek', 'Number of items'),
    },
  ],
}
