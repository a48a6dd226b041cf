import type { Block } from 'payload'

import { linkField } from '../shared/linkFields'

/** Product cards (spec 3 "Crossing card"). `href` (external) wins over `linkPath` (on the site). */
export const CrossingCardsBlockConfig: Block = {
  slug: 'crossingCards',
  interfaceName: 'CrossingCardsBlock',
  labels: {
    singular: { cs: 'Karty produktů', en: 'Crossing cards' },
    plural: { cs: 'Karty produktů', en: 'Crossing cards' },
  },
  fields: [
    { name: 'heading', type: 'text', label: { cs: 'Nadpis sekce', en: 'Section heading' } },
    {
      name: 'cards',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 8,
      label: { cs: 'Karty', en: 'Cards' },
      labels: { singular: { cs: 'Karta', en: 'Card' }, plural: { cs: 'Karty', en: 'Cards' } },
      fields: [
        {
          name: 'image',
          type: 'upload',
          relationTo: 'media',
          label: { cs: 'Obrázek', en: 'Image' },
        },
        { name: 'heading', type: 'text', required: true, label: { cs: 'Nadpis', en: 'Heading' } },
        { name: 'text', type: 'textarea', label: { cs: 'Text', en: 'Text' } },
        { name: 'linkText', type: 'text', label: { cs: 'Text odkazu', en: 'Link text' } },
        linkField('linkPath', { cs: 'Cesta na webu', en: 'Path on the site' }),
        linkField('href', { cs: 'Externí adresa (otevře se v novém okně)', en: 'External URL' }),
      ],
    },
  ],
}
