import type { Block } from 'payload'

import { linkField } from '../shared/linkFields'
import { label } from '@/fields/label'

/** Product cards (spec 3 "Crossing card"). `href` (external) wins over `linkPath` (on the site). */
export const CrossingCardsBlockConfig: Block = {
  slug: 'crossingCards',
  interfaceName: 'CrossingCardsBlock',
  labels: {
    singular: label('Karty produktů', 'Crossing cards'),
    plural: label('Karty produktů', 'Crossing cards'),
  },
  fields: [
    { name: 'heading', type: 'text', label: label('Nadpis sekce', 'Section heading') },
    {
      name: 'cards',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 8,
      label: label('Karty', 'Cards'),
      labels: { singular: label('Karta', 'Card'), plural: label('Karty', 'Cards') },
      fields: [
        {
          name: 'image',
          type: 'upload',
          relationTo: 'media',
          label: label('Obrázek', 'Image'),
        },
        { name: 'heading', type: 'text', required: true, label: label('Nadpis', 'Heading') },
        { name: 'text', type: 'textarea', label: label('Text', 'Text') },
        { name: 'linkText', type: 'text', label: label('Text odkazu', 'Link text') },
        linkField('linkPath', label('Cesta na webu', 'Path on the site')),
        linkField('href', label('Externí adresa (otevře se v novém okně)', 'External URL')),
      ],
    },
  ],
}
